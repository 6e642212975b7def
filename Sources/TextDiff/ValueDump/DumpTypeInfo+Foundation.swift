import Foundation

extension DumpTypeInfo {
    /// How swift-custom-dump writes the Foundation values whose mirrors show storage rather
    /// than the value: `Date(2024-01-01T00:00:00.000Z)`, `UUID(E621E1F8-…)`,
    /// `URL(https://example.com/)`, `Data(3 bytes)`, `Decimal` as its number, `Locale(en_US)`;
    /// `nil` for other values.
    static func foundationDescription(of value: Any) -> ((Any) -> String)? {
        switch value {
        case is Date:
            return { "Date(" + iso8601(($0 as! Date)) + ")" }
        case is UUID:
            return { "UUID(" + ($0 as! UUID).uuidString + ")" }
        case is URL:
            return { "URL(" + ($0 as! URL).absoluteString + ")" }
        case is Data:
            return { value in
                let count = (value as! Data).count
                return "Data(" + groupedDigits(count) + (count == 1 ? " byte)" : " bytes)")
            }
        case is Decimal:
            return { ($0 as! Decimal).description }
        case is Locale:
            return { "Locale(" + ($0 as! Locale).identifier + ")" }
        default:
            return nil
        }
    }

    /// The Swift value swift-custom-dump shows for a Foundation reference type (and `NSRange`);
    /// `nil` for other values.
    static func foundationValue(of value: Any) -> ((Any) -> Any)? {
        // The type is asked, not the value: a Swift value casts to its bridged class.
        switch Swift.type(of: value) {
        case is NSNumber.Type: return { ($0 as! NSNumber).bridgedValue }
        case is NSAttributedString.Type: return { ($0 as! NSAttributedString).string }
        case is NSString.Type: return { String(describing: $0 as! NSString) }
        case is NSCalendar.Type: return { ($0 as! NSCalendar) as Calendar }
        case is NSTimeZone.Type: return { TimeZone(identifier: ($0 as! NSTimeZone).name) as Any }
        case is NSDate.Type: return { Date(timeIntervalSinceReferenceDate: ($0 as! NSDate).timeIntervalSinceReferenceDate) }
        case is NSData.Type: return { Data(referencing: $0 as! NSData) }
        case is NSUUID.Type: return { UUID(uuidString: ($0 as! NSUUID).uuidString) as Any }
        case is NSURL.Type: return { ($0 as! NSURL).absoluteURL as Any }
        case is NSIndexSet.Type: return { IndexSet(($0 as! NSIndexSet).map { $0 }) }
        case is NSIndexPath.Type: return { IndexPath(indexes: Array(($0 as! NSIndexPath) as IndexPath)) }
        case is NSMeasurement.Type:
            return { value in
                let measurement = value as! NSMeasurement
                return Measurement(value: measurement.doubleValue, unit: measurement.unit)
            }
        case is NSNotification.Type:
            return { value in
                let notification = value as! NSNotification
                return Notification(name: notification.name, object: notification.object, userInfo: notification.userInfo)
            }
        case is NSURLComponents.Type:
            return { value in
                let components = value as! NSURLComponents
                return components.string.flatMap { URLComponents(string: $0) } as Any
            }
        case is NSURLQueryItem.Type:
            return { value in
                let item = value as! NSURLQueryItem
                return URLQueryItem(name: item.name, value: item.value)
            }
        case is NSRange.Type: return { Range(($0 as! NSRange)) as Any }
        default:
            return nil
        }
    }

    /// The fields swift-custom-dump shows for Foundation values whose own mirrors show
    /// storage: `Calendar`, `TimeZone`, and `NSError` (its domain, code and user info).
    static func foundationMirror(of value: Any) -> Mirror? {
        switch value {
        case let calendar as Calendar:
            return Mirror(
                calendar,
                children: [
                    "identifier": calendar.identifier, "locale": calendar.locale as Any, "timeZone": calendar.timeZone,
                    "firstWeekday": calendar.firstWeekday, "minimumDaysInFirstWeek": calendar.minimumDaysInFirstWeek,
                ],
                displayStyle: .struct)
        case let zone as TimeZone:
            return Mirror(
                zone,
                children: [
                    "identifier": zone.identifier, "abbreviation": zone.abbreviation() as Any,
                    "secondsFromGMT": zone.secondsFromGMT(), "isDaylightSavingTime": zone.isDaylightSavingTime(),
                ],
                displayStyle: .struct)
        case let error as NSError where Swift.type(of: value) is NSError.Type:
            return Mirror(
                error, children: ["domain": error.domain, "code": error.code, "userInfo": error.userInfo],
                displayStyle: .class)
        default:
            return nil
        }
    }

    /// Whether `value` is an `NSDictionary` or `NSSet`, whose mirrors list entries in hash
    /// order: they are sorted like `Dictionary` and `Set`.
    static func isHashedFoundationCollection(_ value: Any) -> Bool {
        let type = Swift.type(of: value)
        return type is NSDictionary.Type || type is NSSet.Type
    }

    /// ISO 8601 with milliseconds, in UTC: `2024-01-01T00:00:00.000Z`.
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// The same, for systems before format styles.
    // nonisolated(unsafe): a formatter whose options are set once, here, and that only formats
    // afterwards; Foundation's formatters are safe to use from several threads that way.
    nonisolated(unsafe) private static let earlierDateFormatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    /// `date` as ISO 8601 with milliseconds, in UTC.
    private static func iso8601(_ date: Date) -> String {
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return date.formatted(dateStyle)
        }
        return earlierDateFormatter.string(from: date)
    }

    /// `16,811`: digits in groups of three, whatever the machine's locale.
    private static func groupedDigits(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

extension NSNumber {
    /// The Swift value an `NSNumber` holds, so that a number dumps alike however it was made
    /// (Darwin bridges every number in an `NSArray` or `NSDictionary` to one): `true` or `false`
    /// for a Boolean, an `Int` for an integer that fits (a `UInt` above `Int.max`), a `Float` or
    /// `Double` for a floating-point one, a `Decimal` for an `NSDecimalNumber` (which
    /// `JSONSerialization` returns for numbers of many digits, and Darwin bridges `Decimal` to).
    /// One class holds numbers of every kind (`JSONSerialization` returns `1` and `2.5` as
    /// `NSNumber`), so the kind is read from each value, never from its type; a cast such as
    /// `as! Int` traps on `2.5`.
    package var bridgedValue: Any {
        // A decimal's `objCType` says `d`, but a `Double` would lose its digits.
        if let decimal = self as? NSDecimalNumber { return decimal.decimalValue }
        // Both are singletons (`kCFBooleanTrue`, `kCFBooleanFalse`) on Darwin and in
        // swift-corelibs-foundation, and only Booleans are those objects.
        if self === NSNumber(value: true) { return true }
        if self === NSNumber(value: false) { return false }
        switch String(cString: objCType) {
        case "f": return floatValue
        case "d": return doubleValue
        case "C", "S", "I", "L", "Q":
            let value = uint64Value
            return value <= UInt64(Int.max) ? Int(value) as Any : UInt(value) as Any
        case "c", "s", "i", "l", "q":
            return intValue
        default:
            // Another encoding: the value decides.
            let double = doubleValue
            return double == double.rounded(.towardZero) && abs(double) < 0x1p63 ? intValue as Any : double as Any
        }
    }
}
