#include "widgets/common/wheel_guard.h"

#include <QEvent>
#include <QWidget>

namespace memledger::widgets {

namespace {

class WheelGuard : public QObject {
public:
    using QObject::QObject;

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        const auto* editor = static_cast<QWidget*>(watched);
        if (editor->hasFocus())
            return false;
        // Filtered and ignored: Qt then offers the event to the parents, up to the scroll area.
        event->ignore();
        return true;
    }
};

}  // namespace

void ignoreWheelUnlessFocused(QWidget* editor)
{
    if (!editor)
        return;
    editor->setFocusPolicy(Qt::StrongFocus);
    editor->installEventFilter(new WheelGuard(editor));
}

}  // namespace memledger::widgets
