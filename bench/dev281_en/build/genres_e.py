"""Genres: donor contact centre log; telephone encounter."""
import clinical as K
import pools as P
from common import age, footer, sig


def _ts(c, back=30, dd=None):
    dd = dd or c.days(-c.r.randint(0, back))
    return c.fd(dd, c.ch(["iso", "iso", "num", "dmy_abbr"])), "%02d:%02d" % (c.r.randint(7, 21), c.r.randint(0, 59))


HOLIDAYS = ["Easter", "Christmas", "New Year", "Diwali", "Eid", "Boxing Day"]
HOL_C = {"US": ["Thanksgiving", "Labor Day", "Memorial Day"], "CA": ["Thanksgiving", "Canada Day", "Victoria Day"],
         "UK": ["Hogmanay", "Easter Monday"], "IE": ["St Patrick's Day", "Halloween"],
         "AU": ["Anzac Day", "Australia Day"], "NZ": ["Matariki", "Waitangi Day", "Labour Day"]}


def _hol(c):
    return c.ch(HOLIDAYS + HOL_C[c.c])


def _chat(c, d, p, ag):
    """Web-chat transcript: donor lines typed in lower case."""
    d.t("  --- transcript ---\n  donor: %s\n  agent (" % c.ch(["hi im trying to book but it says im not eligible??",
                                                             "hello, the app wont let me book", "hey can i donate yet",
                                                             "hi there, why cant i pick a date on the website"]))
    d.nm(ag, "DOCTOR", "first").t("): Hi ").nm(p, "PATIENT", "first").t(", happy to help. Can you confirm your date of birth?\n")
    d.t("  donor: ").p(c.fd(p.dob, c.ch(["num_short", "num"])), "DATE").t("\n")
    ctry = c.ch(P.TRAVEL_MALARIA)
    d.w("  agent: Thanks. You were deferred on {DATE} after your trip to {COUNTRY}. You can book again from {DATE}.\n",
        c.fd(c.days(-c.r.randint(20, 80)), c.ch(["ordinal", "long", "dm"])), ctry, c.fd(c.days(c.r.randint(10, 60)), c.ch(["ordinal", "long"])))
    hol = _hol(c)
    other = c.ch(P.TRAVEL_OTHER)
    d.w("  donor: oh ok. we're going to {COUNTRY} over {DATE}, is that a problem\n", other.lower(), hol.lower())
    d.t("  agent: %s\n" % c.ch(["No malaria risk there, so no extra wait. Enjoy!",
                                 "Please check the travel tool when you're back - some areas have a 28-day wait.",
                                 "That should be fine, just tell the nurse at your appointment."]))
    if c.chance(0.5):
        d.t("  donor: also my ").t(c.ch(["husband", "wife", "partner", "mum"])).t(" ")
        fam = c.person()
        d.p(fam.first.lower(), "FAMILY").t(" wants to start donating, can they come with me on ")
        d.w("{DATE}?\n  agent: Of course - walk-ins welcome if there's space.\n", c.ch(["tuesday", "thursday", "saturday", "friday"]))
    d.t("  --- end ---\n")


def contact_log(c, d):
    p = c.person()
    agents = [c.staff() for _ in range(3)]
    d.t(c.ch(["DONOR CONTACT CENTRE - INTERACTION HISTORY", "CRM > Donor > Interactions (export)",
              "Contact Centre Case Notes"]) + "\n")
    d.w("Donor no: {MRN}   Name: ", c.donor_no())
    d.nm(p, "PATIENT", c.ch(["lf", "lfm", "lf_mixed"]))
    d.w("   DOB: {DATE}\n", c.dob_str(p))
    d.t("Preferred contact: %s   Blood group: %s   Status: %s\n" % (
        c.ch(["SMS", "Email", "Phone", "App push"]), c.ch(K.BLOOD_GROUPS), c.ch(["Active", "Active", "Deferred (temp)", "Lapsed"])))
    d.t("-" * 60 + "\n")
    for a in agents:
        a.login = c.username(a)
    entries = c.r.randint(4, 7)
    offs = sorted(c.r.sample(range(0, 60), entries), reverse=c.chance(0.5))
    for off in offs:
        ds, tm = _ts(c, dd=c.days(-off))
        ag = c.ch(agents)
        ch = c.ch(["Inbound call", "Outbound call", "Web form", "Email in", "Email out", "Chat", "SMS in"])
        d.w("{DATE} %s | %s | " % (tm, ch), ds)
        if ch in ("Web form", "Chat") and c.chance(0.8):
            d.w("IP {IPADDR} | ", c.ip())
        d.w("Agent {USERNAME} | Case {IDNUM}\n  ", ag.login, c.ticket())
        if ch == "Chat" and c.chance(0.7):
            d.t("Reason: eligibility query (web chat).\n")
            _chat(c, d, p, ag)
            continue
        reason = c.ch(K.CALL_REASONS + (["biometric re-enrolment"] * 3 if c.c in ("US", "CA") else []))
        d.t("Reason: %s. " % reason)
        if "biometric" in reason:
            d.w("Fingerprint not matching at kiosk; re-enrolled at {HOSPITAL}. New template {BIOID}, old template {BIOID} retired.\n",
                c.plasma_centre(), c.bioid(), c.bioid())
        elif "cancel" in reason:
            d.w("Appt {ACCOUNT} at {HOSPITAL} on {DATE} cancelled (%s). " % c.ch(["unwell", "work", "childcare", "no reason given"]),
                c.booking_ref(), c.centre(), c.fd(c.days(c.r.randint(1, 10)), c.ch(["dm", "wd_short"])))
            d.w("Cancellation SMS to {PHONE}.\n", c.phone("mobile") if c.c not in ("US", "CA") else c.phone())
        elif "reschedule" in reason:
            d.w("Appt {ACCOUNT} at {HOSPITAL} ", c.booking_ref(), c.centre())
            d.w("moved from {DATE} to {DATE}. ", c.fd(c.days(c.r.randint(1, 10)), "dm"), c.fd(c.days(c.r.randint(11, 30)), "dm"))
            d.w("Confirmation sent to {PHONE}.\n", c.phone("mobile") if c.c not in ("US", "CA") else c.phone())
        elif "contact details" in reason:
            d.t("ID verified (DOB + postcode). New address: ")
            c.addr(d)
            d.w(". New email {EMAIL}.\n", c.email(p))
        elif "travel" in reason:
            ctry = c.ch(P.TRAVEL_MALARIA + P.TRAVEL_OTHER)
            if c.chance(0.3):
                d.w("Donor travelling to {COUNTRY} over {DATE}. ", ctry, _hol(c))
            else:
                d.w("Donor travelling to {COUNTRY} {DATE}-{DATE}. ", ctry, c.fd(c.days(10), "dm"), c.fd(c.days(24), "dm"))
            d.t("Advised per travel database: %s.\n" % c.ch(["no wait needed", "4-month wait if malaria area visited",
                                                               "28-day wait (Zika/dengue area)", "check again on return"]))
        elif "medication" in reason:
            m, w = c.ch(K.MEDS_DEFER)
            d.t("Asked about %s - %s. Transferred to nurse line " % (m, w))
            d.w("{PHONE}.\n", c.phone("ext"))
        elif "complaint" in reason:
            d.w("Waited 95 min at {LOCATION_OTHER}; ", c.venue())
            d.t("upset. Apology given, escalated to session manager ").nm(c.staff(), "DOCTOR", c.ch(["full", "first"]))
            d.t(".\n")
        elif "stop" in reason:
            d.t("Marketing opt-out applied to SMS and email; clinical letters continue.\n")
        elif "payment" in reason:
            d.w("Card {ACCOUNT} not credited for visit {ACCOUNT}; ticket raised with finance.\n", c.pay_card(), c.visit_no())
        elif "certificate" in reason:
            d.w("Donation history emailed to {EMAIL} (", c.email(p))
            d.t("%d donations, last " % c.r.randint(3, 90)).w("{DATE}).\n", c.fd(c.days(-c.r.randint(20, 300))))
        elif "portal" in reason:
            d.w("Portal username {USERNAME} locked after 5 attempts; reset link sent. Last login from {IPADDR}.\n",
                p.first.lower() + p.last.lower().replace("'", "").replace(" ", "")[:3] + c.digits(2), c.ip())
        elif "new donor" in reason:
            d.w("Registered online; occupation recorded as {PROFESSION}. ", p.prof)
            d.w("Welcome pack to be posted to {STREET}, {CITY}.\n", c.street(), c.city())
        else:
            k = c.r.randint(0, 2)
            if k == 0:
                rel = c.ch(P.RELATIONS)
                fam = c.person(amin=18, amax=85)
                d.w("Caller was donor's %s {FAMILY} - not authorised on record; no details disclosed.\n" % rel,
                    fam.form(c.ch(["full", "first", "t_last"]))[1] if True else "")
            elif k == 1:
                d.t("Donor asked why %s letter mentioned 'Kell positive'. Explained blood group system, not a disease.\n" % c.ch(["the", "her", "his"]))
            else:
                d.t("Passed to clinical team; callback requested on ")
                d.w("{PHONE}.\n", c.phone())
    d.t("-" * 60 + "\n")
    d.t("Open tasks: %d   SLA breach: %s\n" % (c.r.randint(0, 2), c.ch(["N", "N", "Y"])))
    if c.chance(0.4):
        d.w("Export generated by {USERNAME} on {DATE}\n", c.username(c.staff()), c.fd(c.today, "iso"))


TOPICS = [
    ("arm", "Bruise and aching in the donation arm since donating", "Haematoma, no features of compartment syndrome or arterial injury"),
    ("nerve", "Tingling in thumb and index finger since donation", "Possible nerve irritation (median/lateral antebrachial cutaneous)"),
    ("tired", "Tiredness and breathlessness on stairs since last few donations", "Possible iron deficiency in a regular donor"),
    ("travel", "Eligibility query re recent travel", "Travel deferral applies"),
    ("pregnancy", "Found out she is pregnant, donated last week", "Donation in early pregnancy - no action for components"),
    ("faint", "Fainted at home the evening after donating", "Delayed vasovagal reaction"),
    ("gp", "Call from GP about donor's ferritin letter", "Low ferritin, iron supplementation advised"),
    ("result", "Donor calling after receiving a notification letter", "Anxious donor awaiting counselling appointment"),
]


def phone_encounter(c, d):
    p = c.person()
    key, reason, assess = c.ch(TOPICS)
    if key == "pregnancy":
        p = c.person(sex="F", amin=20, amax=44)
    nurse = c.staff(doctor=c.chance(0.3))
    ds = c.fd(c.today, c.ch(["num", "num", "dmy_abbr", "iso", "wd_long"]))
    d.t(c.ch(["TELEPHONE ENCOUNTER", "Telephone consultation - Donor Clinical Support", "PHONE NOTE", "Nurse advice line - call record"]) + "\n")
    d.w("Date: {DATE}  Time: %02d:%02d  %s call\n" % (c.r.randint(8, 20), c.r.randint(0, 59), c.ch(["Inbound", "Outbound", "Return"])), ds)
    caller = "donor"
    if key == "gp":
        gp = c.staff(doctor=True)
        caller = "GP"
        d.t("Caller: ").nm(gp, "DOCTOR", c.ch(["dr_full", "dr_last"])).w(", {HOSPITAL}, ", c.gp())
        d.w("{PHONE}\n", c.phone())
    elif c.chance(0.2):
        rel = c.ch(["wife", "husband", "mother", "father", "partner", "daughter"])
        fam = c.person(amin=20, amax=80)
        caller = rel
        d.w("Caller: donor's %s {FAMILY} (donor present, consent given)\n" % rel, fam.form(c.ch(["full", "first"]))[1])
    d.t("Donor: ").nm(p, "PATIENT", c.ch(["full", "lf", "lf_mixed"]))
    d.t(", ")
    age(c, d, p, c.ch(["yo", "sexletter", "aged", "year-old"]))
    d.w("DOB {DATE}, donor no {MRN}\n", c.dob_str(p), c.donor_no())
    d.w("Call-back no: {PHONE}\n", c.phone("mobile") if c.c not in ("US", "CA") else c.phone())
    last = c.days(-c.r.randint(1, 12))
    d.t("Reason: %s.\n\n" % reason)
    d.t("S: ")
    if key == "arm":
        d.w("Donated WB at {HOSPITAL} on {DATE} (DIN {IDNUM}). ", c.centre(), c.fd(last, c.ch(["dm", "num", "wd_short"])), c.din())
        d.t('Bruise spreading from %s to wrist, "it looks awful but doesn\'t hurt much". No numbness, no swelling of hand, '
            'can grip normally.\n' % c.ch(K.ARM_SITES))
    elif key == "nerve":
        d.w("Donation on {DATE}; sharp pain at needle insertion. ", c.fd(last, c.ch(["dm", "num", "ordinal"])))
        d.t("Now intermittent pins and needles thumb/index finger, worse on elbow flexion. Works as ")
        d.w("{PROFESSION} - ", p.prof)
        d.t("struggling with fine tasks.\n")
    elif key == "tired":
        d.t("%d donations in last 2 years. Hb at last visit %s. Heavy periods? %s. Diet: %s.\n" % (
            c.r.randint(4, 8), c.hb(sex=p.sex)[0], c.ch(["yes", "no", "n/a"]), c.ch(["vegetarian", "vegan", "mixed", "pescatarian"])))
    elif key == "travel":
        ctry = c.ch(P.TRAVEL_MALARIA + P.TRAVEL_OTHER)
        d.w("Returned from {COUNTRY} on {DATE}. Stayed in ", ctry, c.fd(c.days(-c.r.randint(5, 60)), c.ch(["long", "dm", "num"])))
        d.t(c.ch(["cities only", "a rural village", "a resort", "a cruise ship"]) + ". Wants to book next week.\n")
    elif key == "pregnancy":
        d.w("Donated {DATE}; positive pregnancy test 2 days later (approx 6/40). ", c.fd(last, c.ch(["dm", "num"])))
        d.t("Worried about baby. Partner ")
        fam = c.person(sex="M", amin=20, amax=50)
        d.nm(fam, "FAMILY", "first").t(" on speaker.\n")
    elif key == "faint":
        d.t("Felt dizzy at home ~3 h after donating, fainted in kitchen, no injury. ")
        d.t('Husband/partner with donor. "i just went grey and down i went". Drank 1 L fluid since, now ok.\n')
    elif key == "gp":
        d.t("GP querying ferritin %d ug/L on donor's letter; donor has asked for advice on supplements. "
            "FBC at surgery: Hb %s, MCV %d fL.\n" % (c.r.randint(5, 14), c.hb(sex=p.sex)[0], c.r.randint(74, 86)))
    else:
        d.w("Received letter dated {DATE} re reactive %s result; appointment on {DATE}. " % c.ch(["HBV", "HCV", "syphilis", "HTLV"]),
            c.fd(c.days(-c.r.randint(2, 8)), c.ch(["long", "num"])), c.fd(c.days(c.r.randint(3, 12)), c.ch(["long", "wd_short"])))
        d.t("Very anxious, asking whether to tell partner. Not able to give results over phone.\n")
    if c.chance(0.65):
        d.t("Recent donations:\n")
        for j in range(c.r.randint(2, 4)):
            dd = c.days(-c.r.randint(1, 6) - 90 * j)
            d.w("  {DATE}  {_}  ", c.fd(dd, c.ch(["num", "iso"]) if j == 0 else "num"), c.ch(["WB", "WB", "PLT", "Plasma"]))
            if c.chance(0.6):
                d.p(c.centre(), "HOSPITAL")
            else:
                d.p(c.venue(), "LOCATION_OTHER")
            d.t("  Hb %s  %s\n" % (c.hb(sex=p.sex)[0], c.ch(["bled", "bled", "bled, slow flow", "Hb fail"])))
    if c.chance(0.5):
        d.t("Meds: %s. Allergies: %s.\n" % (", ".join(c.r.sample(K.MEDS_OK, c.r.randint(1, 3))),
                                              c.ch(["NKDA", "penicillin (rash)", "elastoplast", "nil known", "chlorhexidine?"])))
    d.t("O: Telephone - not examined.%s\n" % c.ch(["", " Speaking in full sentences, alert.", " Calm on call."]))
    d.t("A: %s.\n" % assess)
    plans = {
        "arm": "Cold compress first 24 h then warm, rest arm, call back if increasing pain/numbness. Leaflet emailed.",
        "nerve": "Refer to donor medical team; GP review if not improving in 2 weeks. Donor record flagged - no WB from this arm.",
        "tired": "Ferritin test at next attendance; extend donation interval to 6 months; consider iron 8-12 weeks.",
        "travel": "Deferred until 4 months after return; malaria antibody on next attendance. Booking moved.",
        "pregnancy": "Reassured; components from this donation already issued, no risk to baby. Defer until 6 months post partum.",
        "faint": "Record flag for extended rest/fluids; AMT leaflet; ok to donate again in 12 weeks if well.",
        "gp": "Advised re iron; copy of result faxed to surgery.",
        "result": "Listened, reassured, confirmed appointment time; nurse direct line given.",
    }
    d.t("P: %s\n" % plans[key])
    if key == "gp" or c.chance(0.3):
        d.w("Fax to surgery: {FAX}\n", c.phone())
    d.t("Duration %d min.\n\n" % c.r.randint(4, 25))
    if c.chance(0.45):
        gp = c.staff(doctor=True)
        d.t("Verbal consent to share with GP: yes. GP: ").nm(gp, "DOCTOR", c.ch(["dr_full", "dr_last"]))
        d.w(", {HOSPITAL}, tel {PHONE}\n", c.gp(), c.phone())
    d.t(c.ch(["Signed: ", "Entered by: ", "-- "]))
    d.nm(nurse, "DOCTOR", c.ch(["full", "dr_full" if nurse.title == "Dr" else "i_last", "fml"]))
    d.t(", %s" % nurse.cred)
    if c.chance(0.5):
        d.w("  (bleep {PHONE})", c.pager())
    d.t("\n")
    if c.chance(0.5):
        st2 = c.staff()
        d.w("\nAddendum {DATE} %02d:%02d - " % (c.r.randint(8, 19), c.r.randint(0, 59)), c.fd(c.days(c.r.randint(1, 14)), c.ch(["num", "dm", "wd_short"])))
        d.t(c.ch(["follow-up call: symptoms settled, happy to donate again.",
                  "no answer; SMS sent asking donor to call back.",
                  "donor called back - still numb; appointment made with donor MO.",
                  "GP letter received, copied to donor file.",
                  "spoke to donor, rebooked for next month."]))
        d.t(" ").nm(st2, "DOCTOR", c.ch(["inits3", "i_last", "first"])).t("\n")
    footer(c, d)
