// A label whose text follows every edit (a headline figure, a status, a timing) without
// re-laying out the window each time. QLabel::setText always asks every layout up to the
// window to recompute, which lays out each word-wrapped rich-text label several times
// over, though a new figure rarely changes the label's size: that was the largest part of
// a slider step's cost. Here the label sits in a holder without a layout, which passes
// the request on only when the label's size for the holder's width really changed.
#pragma once

#include <optional>

#include <QWidget>

class QLabel;

namespace memledger::widgets {

class LiveLabel : public QWidget {
    Q_OBJECT
public:
    explicit LiveLabel(QWidget* parent = nullptr);

    // For what a QLabel is set up with once (format, wrapping, font, role, alignment).
    QLabel* label() const { return m_label; }

    void setText(const QString& text);
    // A status line's width never shrinks, so that alternating texts neither make the
    // line jump nor re-lay out the window each time.
    void setWidthOnlyGrows(bool grows) { m_widthOnlyGrows = grows; }
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

    // How many times the label's size changed and the layouts above were asked to follow.
    int layoutRequests() const { return m_layoutRequests; }

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Size {
        QSize hint;
        QSize minimum;
        int height = -1;   // at the holder's width, for a label whose height depends on it
    };
    QSize counted(QSize size) const;
    Size measure() const;
    const Size& size() const;
    void followLabel();

    QLabel* m_label;
    mutable std::optional<Size> m_size;   // measured when first asked after a change
    mutable int m_widest = 0;             // the widest text yet, where the width only grows
    bool m_widthOnlyGrows = false;
    int m_layoutRequests = 0;
};

}  // namespace memledger::widgets
