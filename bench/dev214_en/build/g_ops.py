"""Genres: appointment scheduling log, remote patient monitoring alert review,
telehealth / portal technical support ticket."""
import datetime as dt

import bits
import clin
import pools
from case import D, make_case, pt, fam, doc, age, addr, sig


def _plus(d, k):
    return dt.date.fromordinal(d.toordinal() + k)


def scheduling_log(fk, n):
    r = fk.r
    day = fk.date_between(2023, 2025)
    center = fk.ch(["Central Scheduling", "Access Center", "Patient Contact Center", "Telehealth Scheduling Desk"])
    site = fk.ch(pools.CLINICS)
    n.f("{C} - {S}\nAppointment activity log for {D}\n", C=center, S=(site, "HOSPITAL"),
        D=D(fk, day, fk.ch(["wd_long", "mdy", "iso", "long"])))
    agents = [fk.person() for _ in range(r.randint(1, 3))]
    au = [fk.username(a) for a in agents]
    n.t("Agents on shift: ")
    for i, a in enumerate(agents):
        if i:
            n.t(", ")
        n.f("{N} ({U})", N=(fk.pname(a, fk.ch(["full", "fi", "first"])), "DOCTOR"), U=(au[i], "USERNAME"))
    n.t("\n" + "-" * 60 + "\n")
    k = r.randint(3, 6)
    times = sorted(fk.time(7, 18, "24") for _ in range(k))
    for i in range(k):
        c = make_case(fk)
        c["enc"] = day
        j = r.randrange(len(agents))
        n.f("{T} | {U} | ", T=times[i], U=(au[j], "USERNAME"))
        act = r.randint(0, 6)
        n.t(["BOOKED", "RESCHEDULED", "CANCELLED", "NEW PT REG", "NO-SHOW OUTREACH", "WAITLIST", "BOOKED"][act] + " | ")
        n.f("{N} | MRN {M}", N=pt(fk, c, fk.ch(["LF", "LFM", "lf"])), M=(c["mrn"], "MRN"))
        if fk.chance(0.5):
            n.f(" | DOB {B}", B=D(fk, c["dob"], fk.ch(["mdy", "mdy0", "iso"])))
        n.t("\n    ")
        appt = _plus(day, r.randint(1, 45))
        if c["ped"]:
            reason = fk.ch(["Well-child check", "Sick visit (video)", "Vaccines - nurse visit", "ADHD med check (video)",
                            "Sports physical"])
        else:
            reason = fk.ch([x for x in clin.SCHED_REASONS if x != "Well-child check"])
        if act in (0, 6):
            n.f("{R} on {D} {T} with {P}", R=reason, D=D(fk, appt, fk.ch(["mdy", "wd_md", "wd_mdy", "abbr"])),
                T=fk.time(8, 16, "12"), P=doc(fk, c["pcp"], fk.ch(["dr_last", "lf_cred", "full_cred"])))
            if "video" not in reason.lower() and "Telehealth" not in reason:
                n.t(fk.ch([" (video)", " (in person)", " (phone)", " (in person)"]))
            if fk.chance(0.3):
                n.f(", room {R}", R=(str(r.randint(1, 24)) + fk.ch(["", "A", "B"]), "LOCATION_OTHER"))
            n.t(". ")
            if fk.chance(0.5):
                n.f("Video link texted to {P}. ", P=(c["phone"], "PHONE"))
            if fk.chance(0.25):
                n.f("Link: {U} ", U=(fk.url("video"), "URL"))
        elif act == 1:
            old = _plus(day, r.randint(0, 5))
            n.f("Moved from {A} to {B} per ", A=D(fk, old, fk.ch(["md", "mdy"])), B=D(fk, appt, fk.ch(["md", "mdy", "wd_md"])))
            if fk.chance(0.5):
                n.f("{R} {F}", R=c["fam_rel"], F=fam(fk, c, fk.ch(["first", "full"])))
            else:
                n.t("patient")
            n.t(fk.ch([" - work conflict.", " - transportation issue.", " - sick.", " - provider out."]) + " ")
        elif act == 2:
            n.t(fk.ch(["Pt cancelled, ", "Cancelled by clinic, ", "Cancelled via portal, "]))
            n.f("appt {D} with {P}. ", D=D(fk, appt, fk.ch(["mdy", "md"])), P=doc(fk, c["pcp"], "dr_last"))
            if fk.chance(0.4):
                n.f("Pt moving to {C}, {S}. ", C=(fk.city()[0], "CITY"), S=(fk.city()[1], "STATE"))
        elif act == 3:
            n.f("New patient registered. Address {A}. Phone {P}. ", A=addr(fk, c["addr"], fk.ch(["oneline", "full_state"])),
                P=(c["phone"], "PHONE"))
            n.f("Ins {I} ID {M}", I=(c["insurer"], "ORGANIZATION"), M=(c["member"], "HEALTHPLAN"))
            if fk.chance(0.5):
                n.f(" grp {G}", G=(c["group"], "HEALTHPLAN"))
            n.t(". ")
            if fk.chance(0.5):
                n.f("SSN {S}. ", S=(fk.ssn(), "SSN"))
            if fk.chance(0.4):
                n.f("Email {E}. ", E=(c["email"], "EMAIL"))
            if fk.chance(0.3):
                n.f("Emergency contact {F} ({R}) {P}. ", F=fam(fk, c, "full"), R=c["fam_rel"], P=(fk.phone(ext=False), "PHONE"))
            if fk.chance(0.3):
                n.f("Employer {E}. ", E=(c["employer"], "ORGANIZATION"))
            if fk.chance(0.3):
                n.f("Preferred language {L}; born in {CO}. ", L=c["lang"], CO=(c["country"], "COUNTRY"))
            n.f("{R} {D}. ", R=reason, D=D(fk, appt, fk.ch(["mdy", "wd_md"])))
        elif act == 4:
            n.f("Missed {D} appt. Called {P}", D=D(fk, _plus(day, -r.randint(1, 3)), fk.ch(["md", "mdy"])),
                P=(c["phone"], "PHONE"))
            n.t(fk.ch([", LVM.", ", no answer, mailbox full.", ", rebooked.", ", wrong number - updated from portal."]) + " ")
        else:
            n.f("Added to waitlist for {P}, earliest {D}. ", P=doc(fk, c["pcp"], "dr_last"), D=D(fk, appt, fk.ch(["md", "mdy"])))
        if reason in ("Lab draw only", "Flu shot", "COVID booster") and fk.chance(0.7):
            n.f("Drive-up lane: {CAR}, plate {PL}. ", CAR=fk.ch(pools.CAR_MODELS), PL=(fk.plate(), "VEHICLE"))
        elif act == 3 and fk.chance(0.35):
            n.f("Garage parking permit issued for {CAR}, plate {PL}. ", CAR=fk.ch(pools.CAR_MODELS), PL=(fk.plate(), "VEHICLE"))
        if fk.chance(0.25):
            n.f("Age {A}; ", A=(str(c["age"]), "AGE"))
            n.t(fk.ch(["needs interpreter.", "uses wheelchair.", "hearing impaired - use captions.", "prefers mornings."]) + " ")
        n.t("\n")
    n.t("-" * 60 + "\n")
    if fk.chance(0.3):
        n.f("Reminder: clinic closed {H} ({D}); video visits only.\n", H=(fk.ch(pools.HOLIDAYS), "DATE"),
            D=D(fk, _plus(day, r.randint(3, 30)), fk.ch(["md", "wd_md"])))
    n.t("Totals: %d calls handled, avg handle time %d:%02d, abandon rate %.1f%%\n" % (r.randint(80, 240), r.randint(3, 7),
                                                                                     r.randint(0, 59), r.uniform(1, 9)))
    n.f("Supervisor review: {S}\n", S=(fk.pname(fk.person(), fk.ch(["full", "fi"])), "DOCTOR"))


RPM_PROGS = [
    ("Hypertension RPM", ["bp", "hub"], ["BP"]),
    ("Heart Failure RPM", ["scale", "bp", "hub"], ["Weight", "BP", "Heart rate", "No data"]),
    ("COPD RPM", ["spo2", "hub"], ["SpO2", "Heart rate", "No data"]),
    ("Diabetes RPM", ["cgm", "gluc"], ["Glucose", "No data"]),
    ("Post-discharge RPM", ["bp", "scale", "spo2"], ["BP", "Weight", "SpO2", "Heart rate"]),
    ("Maternal BP Monitoring", ["bp"], ["BP"]),
]
MODELS = {"bp": ["Omron BP7350 cuff", "A&D UA-651BLE cuff", "iHealth Track BP monitor"],
          "scale": ["Bodytrace scale", "Withings Body+ scale"], "spo2": ["Nonin 3230 pulse oximeter"],
          "gluc": ["Contour Next One meter", "cellular glucometer"], "cgm": ["Dexcom G7", "FreeStyle Libre 3"],
          "hub": ["cellular hub", "Bluetooth gateway"]}
KNAME = {"bp": "BP cuff", "scale": "scale", "spo2": "pulse oximeter", "gluc": "glucometer", "cgm": "CGM transmitter",
         "hub": "hub"}


def _trend(fk, metric):
    r = fk.r
    if metric == "BP":
        return "%d/%d" % (r.randint(118, 176), r.randint(68, 102))
    if metric == "Weight":
        return "%.1f lb" % r.uniform(150, 250)
    if metric == "SpO2":
        return "%d%%" % r.randint(87, 98)
    if metric == "Glucose":
        return "%d mg/dL" % r.randint(64, 320)
    return "%d bpm" % r.randint(58, 128)


def rpm_review(fk, n):
    r = fk.r
    prog, kinds, metrics = fk.ch(RPM_PROGS)
    if prog == "Maternal BP Monitoring":
        c = make_case(fk, ped=False, age=r.randint(19, 42))
        c["p"] = fk.person("F")
    else:
        c = make_case(fk, ped=False, age=r.randint(40, 94))
    pool = [a for a in clin.RPM_ALERTS if a[0] in metrics]
    alerts = [fk.ch(pool) for _ in range(r.randint(1, 4))]
    d0 = c["enc"]
    rn = c["rn"]
    n.t(fk.ch(["REMOTE PATIENT MONITORING - ALERT REVIEW\n", "RPM Alert Triage Note\n", "Remote Monitoring Dashboard Review\n"]))
    n.f("Program: {P}   Enrolled: {D}\n", P=prog, D=D(fk, _plus(d0, -r.randint(30, 500)), fk.ch(["mdy", "month_year", "mon_year"])))
    n.f("Patient: {N}  {A}  MRN {M}\n", N=pt(fk, c, fk.ch(["LF", "full", "LFM"])), A=age(fk, c, fk.ch(["sex", "sex_tight", "yo"])),
        M=(c["mrn"], "MRN"))
    n.f("Ordering provider: {P}  ({CL})\n", P=doc(fk, c["pcp"], fk.ch(["dr_full", "full_cred"])), CL=(c["clinic"], "HOSPITAL"))
    n.t("Devices:\n")
    for kd in kinds:
        n.f("  - {M} ({X}) SN {SN}\n", M=KNAME[kd], X=fk.ch(MODELS[kd]), SN=(fk.device(kd), "DEVICE"))
    if fk.chance(0.4):
        n.f("  Hub last check-in from {IP}\n", IP=(fk.ip(), "IPADDR"))
    main = metrics[0]
    n.t("\n7-DAY TREND (%s, daily average)\n" % main)
    for k in range(r.randint(4, 7), 0, -1):
        n.t("  ")
        n.p(fk.fdate(_plus(d0, -k), "md"), "DATE")
        n.t("  " + _trend(fk, main) + "\n")
    n.t("\nALERTS\n")
    n.t("%-18s %-10s %-28s %s\n" % ("Date/time", "Metric", "Value", "Threshold"))
    for k, al in enumerate(alerts):
        ad = _plus(d0, -r.randint(0, 2))
        ds = fk.fdate(ad, fk.ch(["mdy", "md", "mdy2"]))
        n.p(ds, "DATE")
        n.t(" " * max(1, 11 - len(ds)) + fk.time(0, 23, "24") + " ")
        n.t("%-10s %-28s %s\n" % (al[0], al[2](r), al[1]))
    n.t("\nREVIEW\n")
    n.f("Reviewed {D} by {R}. ", D=D(fk, d0, fk.ch(["mdy", "iso", "long"])), R=doc(fk, rn, fk.ch(["full_cred", "mi_cred"])))
    n.t("30-day: %d days with readings (>= 16 required). " % r.randint(9, 30))
    n.f("Called patient at {P}", P=(c["phone"], "PHONE"))
    n.t(fk.ch([": ", ", no answer; called alternate contact: "]))
    if fk.chance(0.4):
        n.f("spoke with {R} {F}. ", R=c["fam_rel"], F=fam(fk, c, fk.ch(["full", "first", "title"])))
    else:
        n.t("spoke with patient. ")
    done = []
    for al in alerts:
        if al[3] not in done:
            done.append(al[3])
            n.t(al[3] + ". ")
    n.t(fk.ch(["Repeat reading within range.", "Patient asymptomatic.", "Reports mild dizziness, sitting down.",
               "Reports 2-pillow orthopnea.", "Had skipped meds x 2 days."]) + "\n")
    n.t("Action: ")
    act = r.randint(0, 3)
    if act == 0:
        n.t("No intervention; continue monitoring.\n")
    elif act == 1:
        n.f("Escalated to {P} via secure chat; ", P=doc(fk, c["pcp"], fk.ch(["dr_last", "full_cred"])))
        n.t(fk.ch(["extra furosemide 40 mg x1 ordered.", "amlodipine increased.", "same-day video visit booked.",
                   "advised ED evaluation."]) + "\n")
    elif act == 2:
        n.f("Advised ED; patient going to {H}.\n", H=(c["hosp"], "HOSPITAL"))
    else:
        n.f("Device troubleshooting; replacement shipped to {A}.\n", A=addr(fk, c["addr"], "oneline"))
    if fk.chance(0.35):
        n.f("Patient mentions returning from {CO} last week; travel readings uploaded late.\n", CO=(c["country"], "COUNTRY"))
    if fk.chance(0.3):
        n.f("Caregiver {F} ({J}) helps with readings.\n", F=fam(fk, c, "first"), J=(c["fam_prof"], "PROFESSION"))
    n.t("Interactive communication time this month: %d min (CPT 99457/99458).\n" % r.randint(12, 58))
    n.f("Next review: {D}\n", D=D(fk, _plus(d0, r.randint(1, 7)), fk.ch(["wd_md", "md", "mdy"])))
    n.v(doc(fk, rn, fk.ch(["full_cred", "fi_cred"])))
    n.f(" | RPM line {P}\n", P=(fk.phone(fk.ch(["paren", "tollfree"])), "PHONE"))


def tech_ticket(fk, n):
    r = fk.r
    c = make_case(fk)
    d0 = c["enc"]
    agent = fk.person()
    agent_u = fk.username(agent)
    issue = fk.ch(["Cannot join video visit - camera not detected", "Portal account locked after failed logins",
                   "Face ID / biometric login not working after phone upgrade", "Did not receive 2FA text code",
                   "Proxy cannot see child's records", "Video visit audio echo / dropped call",
                   "RPM tablet not syncing readings", "Password reset e-mail not arriving"])
    n.t(fk.ch(["TELEHEALTH & PORTAL HELP DESK TICKET\n", "Digital Health Support - Ticket Detail\n", "IT SERVICE DESK (Patient Tech Support)\n"]))
    n.f("Ticket: {T}   Opened: {D} {TM}   Priority: {P}\n", T=(fk.idnum("ticket"), "IDNUM"), D=D(fk, d0, fk.ch(["mdy", "iso", "dmy_up"])),
        TM=fk.time(), P=fk.ch(["P2", "P3", "P3", "P1 - visit in progress"]))
    n.f("Assigned: {A} ({U})\n", A=(fk.pname(agent, fk.ch(["full", "lf"])), "DOCTOR"), U=(agent_u, "USERNAME"))
    proxy = c["ped"] or "Proxy" in issue
    n.f("Requester: {N}", N=(fam(fk, c, "full") if proxy else pt(fk, c, fk.ch(["full", "mi", "LF"]))))
    if proxy:
        n.f(" (proxy for {N}, MRN {M})", N=pt(fk, c, "full"), M=(c["mrn"], "MRN"))
    else:
        n.f("   MRN {M}", M=(c["mrn"], "MRN"))
    n.t("\n")
    n.f("Portal username: {U}   E-mail: {E}   Phone: {P}\n", U=(c["fam_user"] if proxy else c["user"], "USERNAME"),
        E=(c["fam_email"] if proxy else c["email"], "EMAIL"), P=(c["phone"], "PHONE"))
    n.t("Category: " + issue + "\n")
    n.t("Environment: " + fk.ch(["iOS 17.4, portal app 9.2", "Android 14, Chrome 122", "Windows 11, Edge 121",
                                  "iPadOS 16, Safari", "ChromeOS, Chrome 120", "RPM tablet (Android 11 kiosk mode)"]) + "\n")
    n.f("Client IP: {IP}", IP=(c["ip"], "IPADDR"))
    if fk.chance(0.5):
        n.f("  (prev session {IP})", IP=(fk.ip(), "IPADDR"))
    n.t("\n")
    if "tablet" in issue or fk.chance(0.3):
        dk = fk.ch(["tablet", "hub"])
        n.f("Device: {L} {DV}\n", L="RPM tablet, IMEI" if dk == "tablet" else "cellular hub, SN",
            DV=(fk.device(dk), "DEVICE"))
    n.t("\nDESCRIPTION\n")
    n.t(fk.ch(["User reports ", "Caller states ", "Patient says "]) + issue[0].lower() + issue[1:] + ". ")
    if "video" in issue.lower():
        n.f("Appointment with {P} at {T} on {D}. ", P=doc(fk, c["pcp"], fk.ch(["dr_last", "full_cred"])), T=fk.time(8, 17, "12"),
            D=D(fk, d0, fk.ch(["md", "mdy"])))
        n.f("Join link: {U}\n", U=(fk.url("video"), "URL"))
    elif "Face ID" in issue:
        n.f("Old biometric enrollment {B} bound to previous phone; new template {B2} rejected.\n",
            B=(fk.bioid("face"), "BIOID"), B2=(fk.bioid("face"), "BIOID"))
    elif "locked" in issue:
        n.f("{K} failed attempts logged from {IP} between {T1} and {T2}.\n", K=str(r.randint(5, 12)), IP=(fk.ip(), "IPADDR"),
            T1=fk.time(0, 11), T2=fk.time(12, 23))
    else:
        n.t(fk.ch(["Verified contact info on file.", "Spam folder checked.", "Carrier blocking short codes suspected."]) + "\n")
    n.t("\nWORK LOG\n")
    t = d0
    for k in range(r.randint(2, 4)):
        if k and fk.chance(0.4):
            t = _plus(t, 1)
        n.f("{D} {T} ", D=D(fk, t, fk.ch(["md", "mdy"])), T=fk.time())
        n.v((agent_u, "USERNAME") if fk.chance(0.5) else (fk.pname(agent, "init2"), "DOCTOR"))
        n.t(": ")
        step = r.randint(0, 6)
        if step == 0:
            n.t("Verified identity (DOB ")
            n.p(fk.fdate(c["dob"], "mdy"), "DATE")
            n.t(", ZIP ")
            n.p(c["addr"]["zip"], "ZIP")
            n.t(").")
        elif step == 1:
            n.f("Sent reset link to {E}.", E=(c["fam_email"] if proxy else c["email"], "EMAIL"))
        elif step == 2:
            n.t("Walked user through browser permissions for camera/mic; test call OK.")
        elif step == 3:
            n.f("Re-enrolled biometric login; new template {B}.", B=(fk.bioid(fk.ch(["face", "finger"])), "BIOID"))
        elif step == 4:
            n.f("Escalated to Tier 2 ({U}).", U=(fk.username(fk.person()), "USERNAME"))
        elif step == 5:
            n.f("Unlocked account; user logged in from {IP}.", IP=(fk.ip(), "IPADDR"))
        else:
            n.f("Called {P}, left voicemail.", P=(fk.phone(), "PHONE"))
        n.t("\n")
    n.t("\nCHECKLIST\n")
    for item in ["Identity verified", "Browser/app version supported", "Camera/mic permissions", "Pop-up blocker",
                 "Network speed test", "Cleared cache/cookies", "Contact info confirmed"]:
        n.t("[%s] %s\n" % (fk.ch(["x", "x", " ", "n/a"]), item))
    if fk.chance(0.5):
        n.t("Speed test: %d Mbps down / %.1f Mbps up, latency %d ms.\n" % (r.randint(2, 300), r.uniform(0.4, 40), r.randint(12, 180)))
    n.t("\nRESOLUTION: " + fk.ch(["Resolved - user able to log in.", "Resolved - visit completed by video.",
                                   "Converted visit to phone; root cause bandwidth.", "Pending user callback.",
                                   "Replacement device shipped."]) + "\n")
    if fk.chance(0.4):
        n.f("KB article sent: {U}\n", U=(fk.url(fk.ch(["plain", "portal"])), "URL"))
    if fk.chance(0.3):
        n.f("Clinic notified: {CL} front desk {P}\n", CL=(c["clinic"], "HOSPITAL"), P=(fk.phone(ext=True), "PHONE"))
    n.f("Closed {D} by {U}\n", D=D(fk, _plus(d0, r.randint(0, 3)), fk.ch(["mdy", "iso"])), U=(agent_u, "USERNAME"))
