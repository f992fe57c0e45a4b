// A translucent disc that follows the mouse over a window, for an audience that cannot
// see a small pointer on a projector. It lets every click through, and follows the cursor
// by polling it: most views under it do not track the mouse.
#pragma once

#include <QPoint>
#include <QTimer>
#include <QWidget>

namespace memledger::widgets {

class PointerHighlight : public QWidget {
    Q_OBJECT
public:
    explicit PointerHighlight(QWidget* window);

    void setActive(bool active);
    bool isActive() const { return m_timer.isActive(); }
    // Where the disc is drawn, in the window's coordinates.
    QPoint centre() const { return m_at; }
    static constexpr int kRadius = 36;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void follow();

    QTimer m_timer;
    QPoint m_at{-1000, -1000};
};

}  // namespace memledger::widgets
