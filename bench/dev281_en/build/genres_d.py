"""Genres: donor deferral letter; recruitment and appointment correspondence."""
import datetime as dt

import clinical as K
import pools as P
from common import footer, gp_cc, greet, letterhead, sig, to_block


def _sign(c):
    return c.ch(K.SIGNOFF_US if c.c in ("US", "CA") else K.SIGNOFF_UK)


def deferral_letter(c, d):
    p = c.person()
    key, summ, why, wait, days = c.ch(K.DEFERRALS)
    perm = c.chance(0.15)
    st = c.staff(doctor=c.chance(0.4))
    city = c.city()
    centre = letterhead(c, d, c.centre(city), web=c.chance(0.4))
    d.t("\n")
    d.w("{DATE}\n\n", c.fd(c.today, c.ch(["long", "long", "num", "med"])))
    to_block(c, d, p)
    d.w("Donor number: {MRN}\n", c.donor_no())
    if c.chance(0.3):
        d.w("Ref: {IDNUM}\n", c.case_no("DEF"))
    d.t("\n")
    greet(c, d, p)
    att = c.days(-c.r.randint(2, 14))
    d.t("Re: your %s at " % c.ch(["recent visit", "attendance", "appointment"]))
    if c.chance(0.5):
        d.w("{LOCATION_OTHER}", c.venue(city))
    else:
        d.w("{HOSPITAL}", centre)
    d.w(" on {DATE}\n\n", c.fd(att, c.ch(["long", "wd_long", "ordinal", "num"])))
    if perm:
        cond = c.ch(["a heart condition (atrial fibrillation on anticoagulation)", "a history of cancer (melanoma)",
                     "a positive anti-HBc result on two occasions", "insulin-treated diabetes",
                     "a previous transfusion", "Crohn's disease on biologic therapy", "Hashimoto's thyroiditis with ongoing review"])
        d.t("Thank you for your support as a donor. Following a review by our medical team, I am sorry to tell you that "
            "because of %s we are no longer able to accept donations from you. This decision is to protect your health "
            "and the safety of patients, and is not a reflection of anything you have done.\n\n" % cond)
    else:
        d.t("Thank you for coming to donate. Unfortunately we were not able to take your donation on this occasion because %s.\n\n" % why)
        if key == "low_hb":
            hbv, thr = c.hb(low=True, sex=p.sex)
            d.t("Your haemoglobin result was %s; the minimum level for donation is %s. This is not usually a cause for concern, "
                "but if you feel tired or breathless, or if this has happened before, please see your GP. "
                "Eating iron-rich foods (red meat, pulses, dark green vegetables) can help.\n\n" % (hbv, thr))
        elif key == "ferritin":
            d.t("Your ferritin level was %d ug/L (our reference range is 15-300 ug/L). Low iron stores are common in "
                "regular donors. We suggest an iron supplement (e.g. ferrous sulfate 200 mg daily for 8-12 weeks) "
                "after discussing this with your pharmacist or GP.\n\n" % c.r.randint(4, 14))
        elif key == "travel":
            back = c.days(-c.r.randint(10, 90))
            d.w("You told us you were in {COUNTRY} until {DATE}. ", c.ch(P.TRAVEL_MALARIA),
                c.fd(back, c.ch(["long", "ordinal", "num"])))
            d.t("Because of the risk of malaria we ask donors to wait 4 months (120 days) after returning. "
                "When you come back we will take an extra sample for a malaria antibody test.\n\n")
        elif key == "med":
            m, w = c.ch(K.MEDS_DEFER)
            d.t("You told us you are taking %s. Donors taking this medicine need to wait %s.\n\n" % (m, w))
        elif key == "bp_high":
            d.t("Your blood pressure was %d/%d on two readings taken 10 minutes apart. Please arrange a check with your GP "
                "or practice nurse; this letter can be shown to them.\n\n" % (c.r.randint(181, 200), c.r.randint(101, 118)))
        elif key == "tattoo":
            d.w("Your tattoo was done on {DATE}. ", c.fd(c.days(-c.r.randint(10, 100)), c.ch(["long", "num"])))
            d.t("Because there is a small risk of infections such as hepatitis from tattooing, we ask donors to wait "
                "%s.\n\n" % wait)
        else:
            d.t("Under our current guidelines you will need to wait %s.\n\n" % wait)
        back_on = c.days(max(days, 7))
        d.w("You will be able to donate again from {DATE}. ", c.fd(back_on, c.ch(["long", "wd_long", "num", "ordinal"])))
        d.t("We have updated your donor record and will send you an invitation nearer the time.\n\n")
    d.t("If you have any questions please call us on ")
    d.w("{PHONE}", c.phone(c.ch(["free", "land"])))
    if c.chance(0.6):
        d.w(" or visit {URL}", c.url(c.ch(["eligibility", "iron", "faq/deferrals", "travel-check"])))
    d.t(".\n\n%s\n\n" % _sign(c))
    sig(c, d, st, doctor=st.title == "Dr")
    if c.chance(0.45):
        d.t("\n")
        gp_cc(c, d)
    if c.chance(0.3):
        d.t("\nEnc: %s\n" % c.ch(["Iron and blood donation leaflet", "Copy of results for GP", "Eligibility factsheet v3"]))
    footer(c, d)


def _email_hdr(c, d, p, subj):
    d.w("From: {EMAIL}\nTo: {EMAIL}\n", c.email(org=True), getattr(p, "mail", None) or c.email(p))
    d.w("Date: {DATE} %02d:%02d\n" % (c.r.randint(6, 22), c.r.randint(0, 59)),
        c.fd(c.days(-c.r.randint(1, 20)), c.ch(["wd_long", "med", "num"])))
    d.t("Subject: %s\n\n" % subj)


def _appt_conf(c, d):
    p = c.person()
    p.mail = c.email(p)
    city = c.city()
    when = c.days(c.r.randint(3, 40))
    mobile = c.chance(0.5)
    _email_hdr(c, d, p, c.ch(["Your donation appointment is confirmed", "Booking confirmed - thank you!",
                              "Appointment reminder: see you soon", "Your plasma appointment"]))
    d.t(c.ch(["Hi ", "Dear ", "Kia ora ", "Hello "])).nm(p, "PATIENT", c.ch(["first", "first", "t_last"])).t(",\n\n")
    d.t("Thanks for booking to donate. Here are your details:\n\n")
    d.w("Booking ref:  {ACCOUNT}\n", c.booking_ref())
    d.w("When:         {DATE}, %s\n" % c.ch(["4:40pm", "10:15 am", "17:20", "09:05", "1.30pm"]),
        c.fd(when, c.ch(["wd_long", "wd_long", "long"])))
    d.t("Where:        ")
    if mobile:
        d.w("{LOCATION_OTHER}\n              {STREET}, {CITY}", c.venue(city), c.street(), city)
    else:
        d.w("{HOSPITAL}\n              {STREET}, {CITY}", c.centre(city), c.street(), city)
    if c.c in ("US", "CA", "AU"):
        d.w(", {STATE}", c.state())
    d.w(" {ZIP}\n", c.zipc())
    d.t("Donation:     %s\n\n" % c.ch(["Whole blood", "Plasma", "Platelets", "Whole blood (first donation)"]))
    d.t("Before you come: drink 500 mL of water in the 3 hours before, eat a proper meal, and bring photo ID "
        "if it is your first time. Please check you are eligible, especially if you have travelled, had a tattoo "
        "or started new medication.\n\n")
    if c.chance(0.4):
        d.w("Free parking: register your number plate ({VEHICLE} on file) at the kiosk.\n\n", c.plate())
    d.w("Need to change it? Go to {URL} or call {PHONE}.\n\n", c.url("appointments"), c.phone("free"))
    d.t("Thank you - one donation can help up to three patients.\n")
    d.p(c.service, "ORGANIZATION").t(" %s\n\n" % c.ch(["Donor Services", "Team", "Bookings"]))
    d.w("This email was sent to {EMAIL}. Unsubscribe: {URL}\n", p.mail, c.url("prefs/unsubscribe"))


def _sms_log(c, d):
    p = c.person()
    d.t("OUTBOUND MESSAGE LOG - donor ")
    d.p(c.donor_no(), "MRN").t(" (").nm(p, "PATIENT", c.ch(["lf", "full"])).t(")\n")
    num = c.phone("mobile") if c.c not in ("US", "CA") else c.phone()
    d.w("Channel: SMS to {PHONE}   Campaign: %s\n" % c.ch(["O-NEG-APPEAL", "LAPSED-12M", "REMIND-48H", "PLT-RECRUIT"]), num)
    d.t("Blood group: %s   Donations: %d   Last: " % (c.ch(K.BLOOD_GROUPS), c.r.randint(1, 60)))
    d.w("{DATE}   Home centre: {HOSPITAL}\n", c.fd(c.days(-c.r.randint(84, 500))), c.centre())
    d.w("Consent: SMS opt-in {DATE} via {URL}\n\n", c.fd(c.days(-c.r.randint(400, 2000)), c.ch(["num", "iso"])), c.url("signup"))
    for _ in range(c.r.randint(4, 8)):
        dd = c.days(c.r.randint(-40, 10))
        d.w("[{DATE} %02d:%02d] " % (c.r.randint(7, 20), c.r.randint(0, 59)), c.fd(dd, c.ch(["iso", "num"])))
        k = c.r.randint(0, 4)
        if k == 0:
            d.t("OUT: Hi ").nm(p, "PATIENT", "first")
            d.w(", reminder of your donation at {LOCATION_OTHER} on {DATE}. Reply Y to confirm, N to cancel.\n",
                c.venue(), c.fd(c.days(c.r.randint(1, 3)), c.ch(["wd_short", "dm", "ordinal"])))
        elif k == 1:
            d.t("IN: %s\n" % c.ch(["Y", "yes thanks", "N sorry got covid", "can i come later?? 6pm", "STOP"]))
        elif k == 2:
            d.t("OUT: Stocks of O neg are low. Can you help this week? Book: ")
            d.w("{URL}\n", c.url("book"))
        elif k == 3:
            d.t("OUT: Thanks ").nm(p, "PATIENT", "first")
            d.t("! Your donation has been sent to %s. You're amazing.\n" % c.ch(["a hospital", "hospitals near you", "patients in need"]))
        else:
            d.t("SYS: delivery receipt %s\n" % c.ch(["DELIVERED", "FAILED-UNREACHABLE", "DELIVERED (2 parts)"]))
    d.w("\nAgent notes: %s - {USERNAME}\n" % c.ch(["opt-in verified", "rebooked online", "flagged STOP, suppressed"]),
        c.username(c.staff()))


def _milestone(c, d):
    p = c.person(amin=35, amax=74)
    n = c.ch([25, 50, 75, 100, 150, 200])
    letterhead(c, d, fax=False)
    d.t("\n").w("{DATE}\n\n", c.fd(c.today, "long"))
    to_block(c, d, p)
    greet(c, d, p)
    d.t("Congratulations on reaching %d donations! Your first donation was on " % n)
    d.w("{DATE}", c.fd(p.dob.replace(year=p.dob.year + c.r.randint(18, 25)) if p.dob.month != 2 else c.days(-9000), c.ch(["long", "month_year", "year"])))
    d.t(", and since then your generosity has helped hundreds of patients.\n\n")
    d.t("We would love you to join us at our donor awards evening at ")
    d.w("{LOCATION_OTHER}, {CITY}, on {DATE} at 7pm. ", c.venue(), c.city(), c.fd(c.days(c.r.randint(20, 70)), c.ch(["wd_long", "long"])))
    d.t("Guests are welcome. Please RSVP to ")
    co = c.staff()
    d.nm(co, "DOCTOR", c.ch(["full", "first"])).w(" on {PHONE} or {EMAIL}.\n\n", c.phone(), c.staff_email(co))
    if c.chance(0.5):
        d.t("Your blood group is %s and your %s makes you especially valuable to patients with sickle cell disease.\n\n" % (
            c.ch(K.BLOOD_GROUPS), c.ch(K.PHENOTYPES)))
    d.t("%s\n\n" % _sign(c))
    sig(c, d, c.staff(), role=c.ch(["Donor Relations Manager", "Head of Donor Experience", "Regional Recruitment Lead"]))


def _host_letter(c, d):
    host = c.person(amin=28, amax=66)
    org = c.ch([c.employer(), c.school(), c.church()])
    city = c.city()
    d.w("To: {EMAIL}\nCc: {EMAIL}\n", c.email(host), c.email(org=True))
    d.t("Subject: Blood drive at %s - planning\n\n" % c.ch(["your site", "your workplace", "the school", "your hall"]))
    d.t("Dear ").nm(host, "FAMILY", c.ch(["t_last", "first", "t_full"])).t(",\n\n")
    d.w("Thank you for agreeing to host a %s at {ORGANIZATION} on {DATE}. " % c.ch(["blood drive", "donation session", "mobile session"]),
        org, c.fd(c.days(c.r.randint(20, 90)), c.ch(["wd_long", "long"])))
    d.t("Our team will arrive at %s to set up %d beds in the " % (c.ch(["7:30am", "08:00", "12:15"]), c.r.randint(4, 10)))
    d.w("{LOCATION_OTHER}", c.ch(["main hall", "Block C gymnasium", "staff canteen", "Room 2.14", "Conference Room B", "Level 3 boardroom"]))
    d.w(" at {STREET}, {CITY}.\n\n", c.street(), city)
    d.t("The mobile unit (reg ").p(c.plate(), "VEHICLE").t(") needs a level parking space of 12 m x 4 m with access to "
                                                          "a 16 A (32 A preferred) power outlet.\n\n")
    d.t("Recruitment target: %d bookings. Staff can book at " % c.r.randint(25, 60))
    d.w("{URL} using the group code on the poster.\n\n", c.url("book"))
    rep = c.staff()
    d.t("Your account manager is ").nm(rep, "DOCTOR", "full")
    d.w(" ({PHONE}).\n\n%s\n" % _sign(c), c.phone("mobile") if c.c not in ("US", "CA") else c.phone())
    d.nm(c.staff(), "DOCTOR", "full").t("\n")
    d.t("Community Engagement | ").p(c.service, "ORGANIZATION").t("\n")


def recruitment(c, d):
    k = c.r.randint(0, 3)
    [_appt_conf, _sms_log, _milestone, _host_letter][k](c, d)
    footer(c, d)
