// A short tour of the window itself: the window dimmed but for one part, with a note beside
// it saying what that part is for; Next, Back, or Esc to leave. Parts that are hidden when
// the tour starts (a closed dock, one behind another's tab) are passed over. The overlay covers its window and follows its size.
#pragma once

#include <vector>

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QFrame;

namespace memledger::widgets {

struct TourStop {
    QPointer<QWidget> target;
    QString title;
    QString text;
};

class WindowTour : public QWidget {
    Q_OBJECT
public:
    WindowTour(QWidget* window, std::vector<TourStop> stops);

    // Shows the tour at the first stop whose part is visible; false when none is.
    bool start();
    void next();
    void back();
    int current() const { return m_current; }
    int stopCount() const { return static_cast<int>(m_stops.size()); }
    // In the window's coordinates: the part shown and the note beside it.
    QRect targetRect() const;
    QRect noteRect() const;
    QString noteText() const;
    QString positionText() const;   // "2 of 6"

signals:
    void finished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool visible(int stop) const;
    int step(int from, int direction) const;   // the next visible stop that way, or −1
    void show(int stop);
    void placeNote();
    void finish();

    std::vector<TourStop> m_stops;
    std::vector<bool> m_shown;   // by stop: its part was on screen when the tour started
    int m_current = -1;
    QFrame* m_note;
    QLabel* m_title;
    QLabel* m_text;
    QLabel* m_count;
    QPushButton* m_back;
    QPushButton* m_next;
};

}  // namespace memledger::widgets
