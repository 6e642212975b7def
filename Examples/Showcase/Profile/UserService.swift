/// Where the profile screens get the user and open accounts: a server in a real app, a
/// `MockUserService` here and in tests.
///
/// Answers come later, through a completion handler, never from inside the call.
///
/// ```swift
/// service.fetchProfile { result in
///     switch result {
///     case .success(let user): show(user)
///     case .failure(let error): show(error.message)
///     }
/// }
/// ```
package protocol UserService: AnyObject {
    /// The currencies accounts can be opened in, crypto and fiat. Bundled with the app, so
    /// known without a request.
    var supportedCurrencies: [Currency] { get }

    /// Fetches the signed-in user and their accounts.
    ///
    /// - Parameter completion: Called once, later, with the user or what went wrong.
    func fetchProfile(completion: @escaping (Result<User, UserServiceError>) -> Void)

    /// Opens an account in the currency with `currencyCode`, with a balance of zero.
    ///
    /// - Parameters:
    ///   - currencyCode: The code of one of the `supportedCurrencies`.
    ///   - completion: Called once, later, with the new account, or an error: the request
    ///     failed, the currency is unknown (`.unknownCurrency`), or the user already has such
    ///     an account (`.accountExists`).
    func openAccount(currencyCode: String, completion: @escaping (Result<Account, UserServiceError>) -> Void)
}
