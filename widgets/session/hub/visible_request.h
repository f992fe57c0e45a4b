// A view's standing request for a derived result. While the view is visible it is sent
// as soon as it goes out of date; while the view is hidden it waits for the view to be
// shown, so a hidden tab costs nothing however often the scenario changes.
#pragma once

#include <functional>

#include <QObject>

#include "widgets/session/snapshot.h"

class QWidget;

namespace memledger::widgets {

class VisibleRequest : public QObject {
    Q_OBJECT
public:
    // `ask` sends the view's request to the results hub.
    VisibleRequest(QWidget* view, std::function<void()> ask);

    // What the view asks for changed (a knob, a range, a pin).
    void invalidate();
    // The session's new snapshots: out of date when the latest valid one is new. True when
    // the inputs turned invalid or valid again, so that the view greys or clears its result.
    bool follow(const SnapshotPtr& current, const SnapshotPtr& shown);
    bool stale() const { return m_stale; }   // the session's inputs are invalid

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void send();

    QWidget* m_view;
    std::function<void()> m_ask;
    SnapshotPtr m_shown;
    bool m_outOfDate = true;
    bool m_stale = false;
};

}  // namespace memledger::widgets
