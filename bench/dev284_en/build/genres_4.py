"""Genres: secure messaging app exports; call recording access requests."""
import datetime as dt

import phi
import clinical as CL
import pools_places as PL

APPS = ["CareLink Messenger", "Chirp Clinical", "MediSecure Chat", "WardTalk", "PagerLite"]


def _stamp(r, c, n, off, t, style):
    d = c.date + dt.timedelta(days=off)
    if style == "iso":
        n.w("[", (phi.date_str(r, d, c.c, "iso"), "DATE"), "T" + phi.time_str(r, t, "sec") + "Z] ")
    elif style == "wa":
        n.w("[", (phi.date_str(r, d, c.c, "dmy" if c.c not in ("US",) else "mdy1"), "DATE"),
            ", " + phi.time_str(r, t, "sec") + "] ")
    else:
        n.w(phi.time_str(r, t, "colon") + "  ")


def _who(r, c, n, p, show_user):
    if p.doctor:
        n.w(c.nm(p, r.choice(["t_full", "full"])))
    else:
        n.w(c.nm(p, r.choice(["full", "full_cred"])))
    n.f(" ({})", p.role)
    if show_user:
        n.f(" @{}", (p.user, "USERNAME"))
    n.w(": ")


def _msg(r, c, n, members, pts):
    pt = r.choice(pts)
    k = r.randrange(14)
    if k == 0:
        n.f("{} ", c.nm(pt, r.choice(["t_last", "initials", "last", "LAST_First"])))
        n.w(c.bed())
        n.f(" {} - {}. can someone r/v?", c.ward(), CL.concern(r))
    elif k == 1:
        n.w(r.choice(["on my way", "omw", "2 mins", "coming now", "stuck in resus, 15 min", "seen. plan in notes",
                      "thanks", "ok", "noted", "👍"]))
    elif k == 2:
        n.f("bloods back for {}: {}, {}", c.nm(pt, r.choice(["last", "initials"])), CL.lab_phrase(r), CL.lab_phrase(r))
    elif k == 3:
        fam = c.family(pt)
        n.f("{}'s {} {} is on the phone to the ward ({}) wanting an update", c.nm(pt, r.choice(["t_last", "first"])),
            fam.rel, c.nm(fam, "first"), (fam.phone, "PHONE"))
    elif k == 4:
        p = r.choice(members)
        n.f("can someone {} {} on {}? not answering", c.V["verb"], c.nm(p, "first"), (p.bleep, "PHONE"))
    elif k == 5:
        p = r.choice(members)
        n.f("who has the {} {} tonight? -> {} {}", r.choice(CL.roles(c.c)), c.V["pager"], c.nm(p, "last"),
            (p.bleep, "PHONE"))
    elif k == 6:
        n.f("CT {} booked for {} ", r.choice(["head", "PA", "abdo", "KUB"]), c.nm(pt, "initials"))
        n.w(c.mrn_labelled(pt))
        n.w(", porter requested")
    elif k == 7:
        n.w(r.choice(["pls don't put full names on here - initials + MRN only (IG policy)",
                      "reminder: handover 08:00 in seminar room", "ICU full, 1 bed pending step-down",
                      "anyone got a GlideScope? ours is in recovery", "bed manager says no side rooms left",
                      "[image: ECG_0231.jpg - attachment withheld from export]"]))
    elif k == 8:
        n.f("{} in {} ", c.nm(pt), r.choice(["resus", "majors", "CDU", "the corridor"]))
        n.w(c.age(pt, r.choice(["sexcomp", "yoF", "paren"])))
        n.f(" referred by {} - {}", c.V["ed"], CL.concern(r))
    elif k == 9:
        n.f("family of {} want DNACPR discussion tomorrow - {} ({}) happy to come in at 10, phone {}",
            c.nm(pt, "t_last"), c.nm(c.family(pt), "full"), r.choice(["son", "daughter", "wife", "husband"]),
            c.phone(True))
    elif k == 10:
        n.f("TTO for {} signed. d/c {} to {}", c.nm(pt, "last"), c.dshort(1), (c.care_home(), "HOSPITAL"))
    elif k == 11:
        n.f("transfer from {} accepted: {} ", (r.choice(c.other_hosps), "HOSPITAL"), c.nm(pt, "full"))
        n.w(c.age(pt, "paren"))
        n.w(", ETA 2h")
    elif k == 12:
        n.f("{} pls chase echo for {} ", c.nm(r.choice(members), "first"), c.nm(pt, "initials"))
        n.w(c.bed())
    else:
        n.f("{} {} looks septic, {}. starting {}", c.nm(pt, "last"), c.ward(), CL.obs(r), r.choice(CL.DRUGS))


def gen_secure_msg(r, c, n):
    app = r.choice(APPS)
    members = [c.staff() for _ in range(r.randrange(3, 7))]
    for m in members:
        m.user = phi.username(r, m.first, m.last)
    pts = [c.patient() for _ in range(r.randrange(2, 5))]
    exp = members[0]
    n.ln("{} - Conversation Export", app)
    conv = r.choice(["Med On-Call Night", "Surgical Take", "Hospital at Night", "ICU Outreach", "Paeds On-Call",
                     "Nocturnist team", "Ortho juniors"])
    n.ln("Conversation: \"{}\" ({} {} members)", conv, "group,", str(len(members) + r.randrange(0, 20)))
    n.ln("Exported by: {} ({}) - {}", c.nm(exp, "full"), (exp.user, "USERNAME"), exp.role)
    why = r.choice(["Incident investigation", "Subject access request", "Complaint", "Legal hold"])
    n.ln("Export reason: {} {}", why, (phi.idnum(r, "incident" if why != "Subject access request" else "request"), "IDNUM"))
    n.ln("Export generated: {} {} UTC   Range: {} 19:00 - {} 09:00", c.d(r.randrange(3, 60), "iso"),
         c.t(r.randrange(500, 1000), "sec"), c.d(0, "iso"), c.d(1, "iso"))
    if r.random() < 0.7:
        n.f("Exporting device: {} (device ID {}), IP {}", r.choice(["iPhone 13", "Pixel 7", "Galaxy S22", "iPad Air",
                                                                      "Windows workstation"]),
            (phi.device_id(r, r.choice(["imei", "mac", "asset"])), "DEVICE"), (phi.ipaddr(r), "IPADDR"))
        if r.random() < 0.5:
            n.f(", login via biometric unlock (template ref {})", (phi.bioid(r), "BIOID"))
        n.ln()
    n.ln("-" * r.choice([30, 48, 60]))
    style = r.choice(["iso", "wa", "short"])
    show_user = r.random() < 0.6
    t = 1140 + r.randrange(0, 100)
    off = 0
    if style == "short":
        n.ln("{}", c.d(0, weekday=True))
    for _ in range(r.randrange(9, 18)):
        who = r.choice(members)
        _stamp(r, c, n, off, t, style)
        if r.random() < 0.08:
            a, b = r.sample(members, 2)
            n.ln("{} added {} to the conversation", c.nm(a, "full"), c.nm(b, "full"))
        elif r.random() < 0.06:
            n.ln("Escalation: message unacknowledged 10 min - auto-page sent to {}", (who.bleep, "PHONE"))
        else:
            _who(r, c, n, who, show_user)
            _msg(r, c, n, members, pts)
            if r.random() < 0.25:
                n.f("  (Read by {})", str(r.randrange(1, 8)))
            n.ln()
        t += r.randrange(2, 50)
        if t >= 1440:
            t -= 1440
            off += 1
            if style == "short":
                n.ln("{}", c.d(off, weekday=True))
    n.ln("-" * 20)
    n.ln("End of export. Messages are retained for {} days per policy. Hash: {}", str(r.choice([30, 90, 365])),
         "".join(r.choice("0123456789abcdef") for _ in range(16)))


# ------------------------------------------------------------ recording access
def gen_recording_request(r, c, n):
    req = c.staff(doctor=r.random() < 0.3, role=r.choice(["Patient Experience Lead", "Governance Facilitator",
                                                           "Ward Manager", "Consultant", "Switchboard Supervisor",
                                                           "Risk Manager"]))
    pt = c.patient()
    fam = c.family(pt)
    off = r.randrange(-120, -3)
    n.ln("{}", c.hosp_ref() if r.random() < 0.5 else (c.org, "ORGANIZATION"))
    n.ln(r.choice(["REQUEST FOR ACCESS TO TELEPHONE CALL RECORDING", "Call Recording Retrieval Request",
                   "Voice Recording Access Application (Form IG-12)"]))
    n.ln("Request no.: {}    Received: {}", (phi.idnum(r, "request"), "IDNUM"), c.d(0))
    n.ln()
    n.ln("A. Requester")
    n.ln("Name: {}   Job title: {}", c.nm(req, "t_full" if req.doctor else "full"), req.role)
    n.ln("Email: {}   Ext: {}   User: {}", c.email(req), c.ext(), c.username(req))
    n.ln()
    n.ln("B. Reason for request")
    k = r.randrange(5)
    if k == 0:
        n.f("Complaint {} from {} ({} of patient) of ", (phi.idnum(r, "incident"), "IDNUM"), c.nm(fam, "t_full"), fam.rel)
        n.w(c.address())
        n.ln(" alleging {} was told by switchboard that patient had been discharged.", c.nm(fam, "first"))
    elif k == 1:
        n.ln("Serious incident review {} - delayed response to {} call on {}.", (phi.idnum(r, "incident"), "IDNUM"),
             c.V["arrest"], c.ward())
    elif k == 2:
        co = c.other()
        n.ln("Coroner's request (inquest into death of {}), coroner's officer {}, case no. {}, tel {}.",
             c.nm(pt, "full"), c.nm(co, "full"), (phi.idnum(r, "incident"), "IDNUM"), c.phone(False))
    elif k == 3:
        pc = c.other()
        n.ln("Police request under data protection exemption: {} {} (collar {}), crime ref {}, email {}.",
             r.choice(["DC", "PC", "Det.", "Sgt", "Garda", "Const."]), c.nm(pc, "full"), (phi.idnum(r, "collar"), "IDNUM"),
             (phi.idnum(r, "police"), "IDNUM"), (phi.email(r, pc.first, pc.last), "EMAIL"))
    else:
        n.f("Subject access request from patient {} of ", c.nm(pt, "full"))
        n.w(c.address())
        n.ln(". Identity verified: {} no. {}{}.", r.choice(["driving licence", "driver's licence"]),
             (phi.drivers_licence(r, c.c), "LICENSE"), "" if r.random() < 0.5 else " + utility bill")
        if r.random() < 0.5:
            n.ln("Caller voice matched against enrolled voiceprint {} (score 0.{}).", (phi.bioid(r), "BIOID"),
                 str(r.randrange(80, 99)))
        if c.c in ("US", "CA", "IE") and r.random() < 0.9:
            n.ln("Requester also quoted {}: {}", {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c.c], (phi.ssn(r, c.c), "SSN"))
    n.ln()
    n.ln("C. Call details")
    ct = r.randrange(0, 1380)
    n.ln("Date of call: {}   Approx. time: {}-{}", c.d(off), c.t(ct, "colon"), c.t(ct + r.randrange(10, 60), "colon"))
    n.f("Line / extension: {}   ", c.ext() if r.random() < 0.5 else [c.V["arrest"] + " / fast-" + c.V["pager"] + " ", c.pager()])
    n.ln("External number (CLI): {}", (fam.phone, "PHONE") if r.random() < 0.7 else "withheld")
    op = c.staff(doctor=False, role="Operator")
    n.ln("Parties: {} (caller) / {} (operator) / {}", c.nm(fam, r.choice(["full", "t_last"])),
         c.nm(op, r.choice(["full", "first"])), c.nm(c.staff(doctor=True), "t_last"))
    n.ln()
    n.ln("D. Patient")
    n.f("{}   DOB {}   ", c.nm(pt, r.choice(["LAST_First", "full", "LAST_FIRST"])), c.dob(pt))
    n.w(c.mrn_labelled(pt))
    n.ln()
    n.ln()
    n.ln("E. Approval")
    ap = c.staff(doctor=r.random() < 0.5, role="Caldicott Guardian")
    title = {"UK": "Caldicott Guardian", "IE": "Data Protection Officer", "US": "Privacy Officer",
             "AU": "Privacy Officer", "CA": "Privacy Officer"}[c.c]
    dec = r.choice(["APPROVED", "APPROVED", "APPROVED - redact third-party voices", "DECLINED - insufficient basis"])
    n.ln("{}: {}   Decision: {}   Date: {}", title, c.nm(ap, "t_full" if ap.doctor else "full"), dec,
         c.d(r.randrange(1, 10)))
    if dec.startswith("DECLINED"):
        n.ln("Requester informed by email {}.", c.d(r.randrange(10, 15)))
        return
    n.ln()
    n.ln("F. Retrieval (IT / telecoms)")
    it = c.staff(doctor=False, role="Telecoms engineer")
    nrec = r.randrange(1, 4)
    for _ in range(nrec):
        n.ln("Recording {}  {}  duration {}  system {}", (phi.idnum(r, "recording"), "IDNUM"), c.t(r.randrange(0, 1440), "sec"),
             phi.duration_str(r), r.choice(["CallTrack v7.4", "VoiceVault 3", "PBX-Rec 12"]))
    n.ln("Retrieved by {} ({}) from archive server {} on {}", c.nm(it, "full"), c.username(it),
         (phi.ipaddr(r), "IPADDR"), c.d(r.randrange(10, 20)))
    if r.random() < 0.6:
        n.ln("Delivered via secure link {} (expires {})", (phi.url(r, "/share/" + phi.idnum(r, "recording").lower()), "URL"),
             c.d(r.randrange(24, 40)))
    else:
        n.ln("Copied to encrypted USB (SN {}), hand-delivered, signed for by {}", (phi.device_id(r, "asset"), "DEVICE"),
             c.nm(req, "full"))
    if r.random() < 0.4:
        n.ln("Vendor archive access via {} support, case {}.", (r.choice(["VoiceVault Archiving Ltd", "Atlas Data Recovery"]),
                                                                 "ORGANIZATION"), (phi.idnum(r, "ticket"), "IDNUM"))
    n.ln("SHA-256 {}...  Access log entry {}", "".join(r.choice("0123456789abcdef") for _ in range(24)),
         (phi.idnum(r, "call"), "IDNUM"))
