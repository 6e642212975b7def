import Foundation

/// A user service that answers from memory after a delay on a `Scheduler`, and that can be
/// told to fail: the server of the profile app, its previews and its tests.
///
/// Nothing happens until the scheduler's time moves on by `latency`, so tests decide exactly
/// when each answer arrives.
///
/// ```swift
/// let scheduler = Scheduler(now: start)
/// let service = MockUserService(scheduler: scheduler)
/// service.fetchProfile { print($0) }
/// scheduler.advance(to: start + 1)    // prints success(User(name: "Łucja Wróbel", …))
/// service.failNextRequest()
/// service.fetchProfile { print($0) }
/// scheduler.advance(to: start + 2)    // prints failure(The connection to … was lost.)
/// ```
package final class MockUserService: UserService {
    /// Where answers wait to be sent.
    package let scheduler: Scheduler
    /// Seconds between a request and its answer.
    package var latency: TimeInterval
    /// The user as the server holds them; opened accounts are added here.
    package private(set) var user: User
    package let supportedCurrencies: [Currency]
    /// The requests made so far.
    package private(set) var requestCount = 0
    private var nextFailure: UserServiceError?

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - scheduler: Where answers wait for time to pass.
    ///   - user: The user `fetchProfile` answers with.
    ///   - supportedCurrencies: The currencies accounts can be opened in.
    ///   - latency: Seconds before each answer.
    package init(
        scheduler: Scheduler, user: User = .sample, supportedCurrencies: [Currency] = Currency.samples,
        latency: TimeInterval = 1
    ) {
        self.scheduler = scheduler
        self.user = user
        self.supportedCurrencies = supportedCurrencies
        self.latency = latency
    }

    /// Makes the next request, whichever it is, fail with `error`.
    package func failNextRequest(with error: UserServiceError = .connectionLost) {
        nextFailure = error
    }

    package func fetchProfile(completion: @escaping (Result<User, UserServiceError>) -> Void) {
        let failure = startRequest()
        scheduler.schedule(after: latency) { [self] in
            if let failure { return completion(.failure(failure)) }
            completion(.success(user))
        }
    }

    package func openAccount(currencyCode: String, completion: @escaping (Result<Account, UserServiceError>) -> Void) {
        let failure = startRequest()
        scheduler.schedule(after: latency) { [self] in
            completion(Result { () throws(UserServiceError) -> Account in
                if let failure { throw failure }
                return try open(currencyCode)
            })
        }
    }

    private func startRequest() -> UserServiceError? {
        requestCount += 1
        defer { nextFailure = nil }
        return nextFailure
    }

    private func open(_ code: String) throws(UserServiceError) -> Account {
        guard let currency = supportedCurrencies.first(where: { $0.code == code }) else {
            throw .unknownCurrency(code)
        }
        guard !user.hasAccount(in: code) else { throw .accountExists(code) }
        let account = Account(currency: currency, balance: 0, value: .zero)
        user.accounts.append(account)
        return account
    }
}
