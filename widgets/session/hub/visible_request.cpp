#include "widgets/session/hub/visible_request.h"

#include <utility>

#include <QEvent>
#include <QWidget>

namespace memledger::widgets {

VisibleRequest::VisibleRequest(QWidget* view, std::function<void()> ask)
    : QObject(view), m_view(view), m_ask(std::move(ask))
{
    m_view->installEventFilter(this);
}

void VisibleRequest::invalidate()
{
    m_outOfDate = true;
    if (m_view->isVisible())
        send();
}

bool VisibleRequest::follow(const SnapshotPtr& current, const SnapshotPtr& shown)
{
    const bool stale = !current->valid();
    const bool staleChanged = stale != std::exchange(m_stale, stale);
    if (shown != m_shown) {
        m_shown = shown;
        invalidate();
    }
    return staleChanged;
}

bool VisibleRequest::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view && event->type() == QEvent::Show && m_outOfDate)
        send();
    return QObject::eventFilter(watched, event);
}

void VisibleRequest::send()
{
    m_outOfDate = false;
    m_ask();
}

}  // namespace memledger::widgets
