// Rich text that wraps anywhere, for panels of sentences with long code tokens
// ("PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"). A QLabel cannot break inside
// a word, so one such token made the triage panel wider than its dock and cut every
// line on the right. This breaks a token that does not fit, copies it unchanged, and
// is as tall as its text at the width it is given (no scroll bar of its own).
#pragma once

#include <QTextBrowser>

namespace memledger::widgets {

class FlowText : public QTextBrowser {
    Q_OBJECT
public:
    explicit FlowText(QWidget* parent = nullptr);

    void setText(const QString& html);
    QString text() const { return m_html; }   // as set, like QLabel::text()

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QString m_html;
};

}  // namespace memledger::widgets
