import TextRendering
import TextUI

/// The top of the profile: the initials in a coloured block, the name, the handle and since
/// when the user is a member; configured from a `ProfileState.Header`, a state of its own.
///
/// ```
///  ŁW  Łucja Wróbel
///      @lucja.w
///      Member since 3 Feb 2021
/// ```
package final class ProfileHeaderView: View, Configurable {
    /// The initials, standing in for a photo.
    package let initialsLabel = Label()
    /// The user's name.
    package let nameLabel = Label(style: .bold)
    /// The handle.
    package let handleLabel = Label(style: .dim)
    /// Since when the user is a member.
    package let memberSinceLabel = Label(style: .dim)

    package required init() {
        super.init()
        initialsLabel.style = Style.bold.foreground(.black).background(.cyan)
        initialsLabel.backgroundStyle = initialsLabel.style
        initialsLabel.padding = EdgeInsets(horizontal: 1)
        let text = StackView(axis: .vertical, arrangedSubviews: [nameLabel, handleLabel, memberSinceLabel])
        addSubview(StackView(axis: .horizontal, spacing: 1, alignment: .leading, arrangedSubviews: [initialsLabel, text]))
    }

    /// Shows `viewData`.
    package func configure(viewData: ProfileState.Header) {
        initialsLabel.text = viewData.initials
        nameLabel.text = viewData.displayName
        handleLabel.text = viewData.handle
        memberSinceLabel.text = viewData.memberSinceText
    }
}
