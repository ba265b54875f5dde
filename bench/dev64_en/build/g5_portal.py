"""Genre 5: patient portal message threads, nurse call-back notes, portal audit logs."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "portal_callback"

PT_MSGS = [
    "hi, i have been having {sym} since {when}. is this from the new {drug}? should i stop it",
    "Hello, this is {self_ref}. My pharmacy {pharm} says they never got the refill for my {drug}. I have 2 pills left!!",
    "good morning — this is {fam}, {self_ref}'s {rel} (I have proxy access). they fell again on {when} and now the wrist is swollen.",
    "Can someone call me back at {phone}? my blood sugars have been in the 300s since {when}. I'm at work at {org} until 5.",
    "i need a letter for my employer ({org}) saying i can go back to work as {aprof} on {future}. thanks",
    "my knee has been swollen since {holiday}, worse after the drive to see family. ok to use ice? also need refill of {drug}",
    "Quick question: is it ok to take ibuprofen 400 mg with my {drug}? Also my BP this morning was 158/94.",
    "Hi Dr {drlast}, following up on my MRI from {when}. Nobody has called with results. My email is {email} if easier.",
]

NURSE_REPLIES = [
    "Hi {ptfirst}, thanks for your message. Dr. {drlast} reviewed this and would like you to {advice}. If symptoms worsen please go to the ED or call 911.",
    "Hello {ptfirst} — I sent the refill to {pharm} today. Please allow 2 hours. Let us know if there is any problem.",
    "{ptfirst}, I tried calling you at {phone} on {when2} but got voicemail. Please call the nurse line at {line}, option 2.",
    "Per Dr {drlast}: {advice}. Your next appointment is {future} at {time}.",
]

ADVICE = ["hold the medication for 48 hours", "get labs drawn this week (CBC, BMP)", "check your BP twice daily and send us a log",
          "schedule a same-day visit", "increase fluids and rest", "start the prednisone taper as printed"]


def _fill(c, tpl, ctx):
    return tpl.format(**ctx)


def make_thread(c):
    pt = c.patient(19, 88)
    fam = c.relative()
    md = c.once("md", c.doctor)
    rn = c.staff(c.L("RN", "RN", "practice nurse"))
    ma = c.staff(c.L("MA", "LPN", "receptionist"))
    clinic = c.HOSP("clinic", "clinic")
    portal = c.ch(["MyChart-style portal", "Patient Gateway", "HealthConnect", "patient app"])
    d0 = c.day(-c.ri(1, 5))
    base = {
        "sym": c.ch(["dizziness", "a rash on my arms", "diarrhea", "bad cramps in my legs", "a cough"]),
        "when": c.D(c.day(-c.ri(2, 9)), c.ch(["wd", "numd", "md", "wkd", "ord"])),
        "future": c.D(c.day(c.ri(2, 20)), c.ch(["wd", "numd", "md", "wkd", "long"])),
        "drug": c.ch(["metformin", "lisinopril", "sertraline", "atorvastatin", "amlodipine", "methotrexate"]),
        "self_ref": c.N(pt, c.ch(["full", "fml", "firstli"])),
        "pharm": c.HOSP("pharmacy", "pharm"),
        "rel": fam.rel, "fam": c.N(fam, "first"),
        "phone": c.PH("mobile"), "org": c.ORG("employer"), "aprof": c.APROF(),
        "drlast": M("DOCTOR", md.last), "email": c.EM(pt),
        "ptfirst": c.N(pt, c.ch(["first", "nick" if pt.nick else "first"])),
        "advice": c.ch(ADVICE), "when2": c.D(c.day(-c.ri(0, 1)), c.ch(["wd", "numd"])),
        "line": c.PH("work", False), "time": c.time12(), "holiday": c.holiday(),
    }
    msgs = list(PT_MSGS)
    c.r.shuffle(msgs)
    replies = list(NURSE_REPLIES)
    c.r.shuffle(replies)
    out = ["%s — %s" % (clinic, portal),
           "Thread: %s   Patient: %s   MRN %s   DOB %s" % (c.IDN("ref"), c.N(pt, c.ch(["LF", "full", "lf"])), c.MRN(), c.dob_str()),
           ""]
    k = c.ri(2, 5)
    for i in range(k):
        d = c.day(-k + i)
        body = _fill(c, msgs[i], base)
        if c.p(0.6):
            body = lower(body)
        out.append("From: %s  To: %s   Sent: %s %s" % (
            c.N(pt, c.ch(["full", "LF"])) if "proxy" not in msgs[i] else c.N(fam, "full") + " (proxy)",
            c.ch(["Pool: " + c.ch(["Triage RN", "Refill Requests", "Clinical Staff"]), c.N(md, "drfull")]),
            c.D(d, c.ch(["num", "nums", "abbr"])), c.time12()))
        out.append(body)
        out.append("")
        who = rn if c.p(0.6) else ma
        rep = _fill(c, replies[i % len(replies)], base)
        out.append("From: %s (%s)   Sent: %s %s" % (c.N(who, c.ch(["full", "sig"])), c.U(who), c.D(d if c.p(0.5) else c.day(-k + i + 1), c.ch(["num", "nums"])), c.time12()))
        out.append(rep)
        out.append("— %s" % c.N(who, c.ch(["sig", "first", "full"])))
        out.append("")
    if c.p(0.5):
        out.append("[Audit] %s login user=%s ip=%s device=%s" % (c.D(c.day(-1), "iso"), c.U(pt), c.IP(), c.ch(["iOS app", "Chrome/Windows", "Android app", "Safari/macOS"])))
        out.append("[Audit] proxy login user=%s ip=%s" % (c.U(fam), c.IP()))
    txt = J(*out)
    return txt, "message_thread"


def make_callback(c):
    pt = c.patient(1 if c.p(0.2) else 18, 90)
    rn = c.staff(c.L("RN", "RN", "RGN"))
    md = c.once("md", c.doctor)
    child = pt.age < 16
    carer = c.relative(rel=c.ch(["mother", "father", "grandmother"]) if child else None)
    d = c.today
    sym = c.ch(["fever 102.4 F x 2 days" if c.loc == "US" else "fever 39.1 C x 2 days", "vomiting x 6 since last night",
                "pain at PICC site, redness 3 cm", "BP 182/104 on home cuff", "new rash after amoxicillin", "low BG 52 this am"])
    lines = [
        c.L("NURSE TRIAGE / CALL-BACK NOTE", "TELEPHONE ADVICE NOTE", "TELEPHONE TRIAGE — NURSE CALL BACK"),
        "%s   %s" % (c.HOSP("clinic", "clinic"), c.ch(["After-hours line", "Nurse line", "Same-day team"])),
        "Pt: %s   DOB %s   %s %s   Acct %s" % (c.N(pt, c.ch(["LF", "full", "LFM"])), c.dob_str(), c.L("MRN", "Chart", "NHS"), c.MRN() if c.loc != "UK" else c.natid(), c.ACCT()),
        "Call received %s %s from %s (%s) at %s" % (c.D(d, c.ch(["num", "wkd", "long"])), c.time(),
                                                 c.N(carer, "full") if (child or c.p(0.4)) else c.N(pt, "full"),
                                                 carer.rel if (child or c.p(0.4)) else "self", c.PH("mobile")),
        "Returned %s at %s; %s." % ("call", c.time(), c.ch(["spoke with caller", "VM left x1, then reached caller", "identity verified with name + DOB"])),
        "",
        "Reason: %s" % sym + (" — returned from %s on %s" % (c.COUNTRY(), c.D(c.day(-c.ri(2, 12)), c.ch(["numd", "md", "wd"]))) if c.p(0.3) else ""),
        ("%s is a %s, %s. " % (c.N(pt, "first"), c.A(style=c.ch(["yrold", "words", "yold"])), c.ch(["UTD on vaccines", "attends " + c.ORG("school")])) if child else
         "%s is a %s %s with %s. " % (c.N(pt, c.ch(["title", "first"])), c.A(style=c.ch(["yo", "yrold", "sex2"])), "(" + c.PROF() + ")" if c.p(0.5) else "", "; ".join(b for a, b in neg.dx(c, 1)))) +
        "Meds: %s. Home readings: %s." % ("; ".join(neg.meds(c, 2)), neg.vitals(c, sep=", ")),
        "Protocol: %s. Disposition: %s." % (c.ch(["Fever — child", "Hypertension", "Rash — widespread", "Vomiting — adult", "Hypoglycemia"]),
                                            c.ch(["home care advice", "see in office today", "ED now", "call back if worse"])),
        "Advice given; %s verbalized understanding and repeated back. Appt booked %s %s with %s." % (
            c.N(carer, "first") if child else "pt", c.D(c.day(c.ri(0, 2)), c.ch(["wkd", "numd", "wd"])), c.time12(), c.N(md, c.ch(["dr", "drfull"]))),
        "Routed to %s for co-sign. Preferred pharmacy: %s, %s." % (c.N(md, "dr"), c.HOSP("pharmacy"), c.PH("land")),
        "",
        "%s  %s %s" % (c.N(rn, "sig"), c.D(d, "num"), c.time()),
    ]
    txt = J(*lines)
    layout = "call_note"
    if c.p(0.25):
        txt, layout = lower(txt), layout + "_lowercase"
    elif c.p(0.1):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_audit(c):
    pt = c.patient(18, 85)
    fam = c.relative()
    clerk = c.staff("HIM")
    sup = c.staff(c.L("privacy officer", "privacy officer", "IG lead"))
    clinic = c.HOSP(c.ch(["clinic", "hospital"]), "clinic")
    rows = []
    for i in range(c.ri(4, 7)):
        d = c.day(-c.ri(0, 20))
        actor = c.ch([(pt, "patient"), (fam, "proxy"), (clerk, "staff")])
        rows.append("%s %s  %-8s user=%s  ip=%s  action=%s" % (
            c.D(d, c.ch(["iso", "num"])), c.time(), actor[1], c.U(actor[0]), c.IP(),
            c.ch(["LOGIN", "VIEW_RESULTS", "MSG_SEND", "DOWNLOAD_CCD", "PASSWORD_RESET", "LOGIN_FAILED", "PROXY_GRANT"])))
    lines = [
        "%s — Portal Access Review" % clinic,
        "Account holder: %s   DOB %s   Portal ID %s   MRN %s" % (c.N(pt, c.ch(["full", "LF"])), c.dob_str(), c.U(pt), c.MRN()),
        "Registered e-mail %s   mobile %s" % (c.EM(pt), c.PH("mobile")),
        "Proxy: %s (%s), user %s, granted %s, expires %s" % (c.N(fam, "full"), fam.rel, c.U(fam), c.D(c.day(-c.ri(100, 400)), "num"), c.D(c.day(c.ri(100, 400)), "num")),
        "",
        "Access log:",
    ] + rows + [
        "",
        "Review: pt reported unrecognized login on %s. Log shows proxy access only from home IP; MFA enabled %s. "
        "Password reset completed by %s (%s). No breach identified. Reviewed by %s." % (
            c.D(c.day(-c.ri(1, 6)), c.ch(["numd", "wd", "md"])), c.D(None, "num"), c.N(clerk, "full"), c.U(clerk), c.N(sup, "sig")),
    ]
    return J(*lines), "log"


def make_short(c):
    """Very short call-back jotting."""
    pt = c.patient(18, 90)
    who = c.staff(c.L("RN", "LPN", "practice nurse"))
    txt = "%s %s %s: called %s back at %s re %s. %s. next appt %s w/ %s. -%s" % (
        c.D(None, c.ch(["numd", "nums", "num"])), c.time(), c.U(who), c.N(pt, c.ch(["full", "first", "LF", "firstli"])),
        c.PH(c.ch(["mobile", "land"])), c.ch(["lab results", "refill of lisinopril 10 mg", "referral status", "BP log 148/92 avg"]),
        c.ch(["lvm to call back", "verified DOB " + c.dob_str(pt, "num"), "pt agrees with plan", "spoke with spouse " + c.N(c.relative(), "first")]),
        c.D(c.day(c.ri(3, 40)), c.ch(["numd", "wkd", "md"])), c.N(c.doctor(), "dr"), c.N(who, c.ch(["lowinit", "init2", "first"])))
    if c.p(0.6):
        return lower(txt), "call_note_lowercase"
    return txt, "call_note"


MAKERS = [(make_thread, 4), (make_callback, 3), (make_audit, 1), (make_short, 1)]
