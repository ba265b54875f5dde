"""Genres: TMS course log; esketamine session observation record."""
import datetime as dt

import persona as Q
import blocks as B
import pools as P
from core import Doc, pick, chance, rint, D, fdate, add_days, age_seg, R, hhmm, wkday

HOLIDAYS = {
    "UK": [("Christmas Day", 12, 25), ("Boxing Day", 12, 26), ("New Year's Day", 1, 1), ("Bonfire Night", 11, 5)],
    "IE": [("St Patrick's Day", 3, 17), ("St Stephen's Day", 12, 26), ("Christmas Day", 12, 25), ("New Year's Day", 1, 1)],
    "US": [("Thanksgiving", 11, 0), ("July 4th", 7, 4), ("Christmas", 12, 25), ("New Year's Day", 1, 1), ("Veterans Day", 11, 11)],
    "CA": [("Canada Day", 7, 1), ("Thanksgiving", 10, 0), ("Christmas", 12, 25), ("Boxing Day", 12, 26), ("Remembrance Day", 11, 11)],
    "AU": [("Australia Day", 1, 26), ("Anzac Day", 4, 25), ("Christmas", 12, 25), ("Boxing Day", 12, 26)],
}


def holiday_on(day, c):
    for name, m, dd in HOLIDAYS[c]:
        if m != day.month:
            continue
        if dd:
            if dd == day.day:
                return name
        elif c == "US" and day.weekday() == 3 and 22 <= day.day <= 28:
            return name
        elif c == "CA" and day.weekday() == 0 and 8 <= day.day <= 14:
            return name
    return None


def next_holiday(d, c, within=50):
    for i in range(within):
        x = add_days(d, i)
        h = holiday_on(x, c)
        if h:
            return h, x
    return None


TMS_DEVICES = [("MagVenture MagPro R30", "Cool-B65 figure-of-eight coil"), ("NeuroStar Advanced Therapy System", "iron-core coil"),
               ("BrainsWay Deep TMS", "H1 coil"), ("Magstim Horizon Performance", "E-z Cool coil"),
               ("MagVenture MagPro X100", "Cool-B70 coil")]


def tms_log(k):
    d = Doc()
    c = k.c
    start = k.d0
    dev, coil = pick(TMS_DEVICES)
    proto = pick(["10 Hz rTMS, 4 s trains, 26 s ITI, 3000 pulses/session (37.5 min)",
                  "iTBS: triplet 50 Hz bursts at 5 Hz, 2 s on/8 s off, 600 pulses (3 min 9 s)",
                  "1 Hz right DLPFC, 1200 pulses (20 min)", "18 Hz deep TMS, 2 s trains, 20 s ITI, 1980 pulses (20 min)",
                  "accelerated iTBS, 5 sessions/day at 50-min intervals"])
    total = pick([20, 30, 36, 36, 30])
    done = rint(6, total)
    d.ln("{H}", H=(k.clinic_for("tms") if chance(0.6) else k.hosp, "HOSPITAL"))
    if chance(0.6):
        d.ln("{A}", A=k.site_addr())
        d.ln("Ph {P}{F}", P=(k.hosp_phone, "PHONE"), F=["  Fax ", (k.hosp_fax, "FAX")] if chance(0.5) else "")
    d.ln()
    d.ln(pick(["TMS COURSE LOG", "rTMS Treatment Course Log", "Transcranial Magnetic Stimulation - Session Log", "TMS TREATMENT RECORD"]))
    B.banner(d, k, style=pick(["pipe", "lines", "compact", "table"]))
    d.ln("Referring psychiatrist: {X}   Prescribing physician: {Y}", X=Q.dr(k.psych, c), Y=Q.dr(k.psych2, c))
    if c == "US" and chance(0.8):
        d.ln("Payer: {I}   Member ID {M}   PA# {A} approved {N} sessions through {T}", I=(k.insurer, "ORGANIZATION"), M=(k.hp, "HEALTHPLAN"),
             A=(Q.idnum(pick(["PA", "AUTH"])), "IDNUM"), N=str(total), T=D(add_days(start, 90), c, "num"))
        d.ln("Billing: CPT 90867 (initial MT + treatment), 90868 (subsequent), 90869 (MT re-determination)")
    elif c == "AU" and chance(0.5):
        d.ln("Medicare item 14216/14217 eligibility confirmed (treatment-resistant MDD). Medicare No {M}", M=(k.hp, "HEALTHPLAN"))
    d.ln()
    d.ln("Device: {D} with {C}", D=dev, C=coil)
    if chance(0.75):
        d.ln("Stimulator SN {S}   Coil SN {C}", S=(Q.device_serial("tms"), "DEVICE"), C=(Q.device_serial("tms"), "DEVICE"))
    d.ln("Protocol: {P}", P=proto)
    d.ln("Target: {T}", T=pick(["left DLPFC, Beam F3 method", "left DLPFC, 5.5 cm rule (adjusted to 6 cm)", "neuronavigated (MRI-guided) left DLPFC, MNI -38 44 26",
                                 "right DLPFC (F4)", "H1 coil, 6 cm anterior to motor hotspot"]))
    mt_date = start
    mt = rint(38, 72)
    inten = pick([120, 120, 110, 100, 80]) if "iTBS" not in proto else pick([120, 80])
    pulses = {"10 ": "3000", "iTB": "600", "1 H": "1200", "18 ": "1980", "acc": "600"}[proto[:3]]
    d.ln("Resting MT {M}% MO on {D} ({H}); treatment intensity {I}% MT.", M=str(mt), D=D(mt_date, c, pick(["num", "med"])),
         H=pick(["visual APB twitch", "EMG 50 uV in 5/10", "visual, thumb abduction"]), I=str(inten))
    d.ln("Planned: {N} sessions, 5 days/week; taper {T}.", N=str(total), T=pick(["3/week x 1 week, 2/week x 1 week, 1/week x 1 week", "none", "per response"]))
    d.ln()
    ops = [k.nurse, k.nurse2, k.odp]
    d.ln("#   | Date         | Start | %MO | Pulses | Op | Notes")
    d.ln("-" * 70)
    dstyle = pick(["num", "wkshort", "med", "dm"])
    day = start
    n = 0
    while n < done:
        hol = holiday_on(day, c)
        if day.weekday() < 5 and hol:
            d.ln("--  | {D} | no session ({H})", D=D(day, c, dstyle), H=(hol, "DATE"))
        elif day.weekday() < 5:
            n += 1
            op = pick(ops)
            note = pick(["", "", "tolerated well", "scalp discomfort, intensity titrated", "headache - paracetamol", "PHQ-9 %d" % rint(3, 24),
                         "mild facial twitch", "coil repositioned", "arrived late", "", "sleepy after"])
            if chance(0.05):
                d.ln("--  | {D} | DNA - {X}", D=D(day, c, dstyle), X=pick(["unwell", "car broke down", "no answer to call"]))
            else:
                d.ln("{N} | {D} | {T} | {M} | {P} | {O} | {X}", N=str(n).ljust(3), D=D(day, c, dstyle), T=hhmm(rint(8, 17), pick([0, 15, 30, 45])),
                     M=str(min(100, int(mt * inten / 100.0))).ljust(3), P=(pulses if chance(0.9) else str(int(pulses) // 2)).ljust(6), O=(op.initials(), "DOCTOR"), X=note)
        day = add_days(day, 1)
    nh = next_holiday(day, c)
    if nh and chance(0.7):
        d.ln()
        d.ln("Note: clinic closed {H} ({D}); remaining sessions rescheduled.", H=(nh[0], "DATE"), D=D(nh[1], c, pick(["num", "dmon", "wkdm"])))
    d.ln()
    d.ln("Operators: {A}", A=B.join_people(ops))
    d.ln("Ratings: baseline {B}; latest {L}", B="PHQ-9 %d, HAM-D17 %d" % (rint(16, 27), rint(18, 30)), L="PHQ-9 %d, HAM-D17 %d" % (rint(2, 20), rint(4, 24)))
    d.ln("Seizure precautions reviewed; no history of epilepsy; metal screen negative{X}.", X=pick(["", " (dental amalgam only)", "; cochlear implant excluded"]))
    if chance(0.5):
        d.ln("Session data exported to {I} by {U}.", I=(Q.ip(), "IPADDR"), U=(Q.username(k.nurse.first, k.nurse.last), "USERNAME"))
    if chance(0.3):
        d.ln("Check-in: fingerprint verified (template {B}).", B=(Q.bioid(), "BIOID"))
    if chance(0.4):
        d.ln("Patient portal: {U}", U=(Q.url("tms/" + str(rint(1000, 9999))), "URL"))
    d.ln()
    d.ln("Reviewed by {X} on {D}.", X=Q.dr(k.psych2, c), D=D(day, c, pick(["num", "long"])))
    return d




def esketamine_obs(k):
    d = Doc()
    c = k.c
    us = c in ("US", "CA")
    sess = rint(1, 24)
    when = wkday(add_days(k.d0, sess * 3))
    dose = pick([56, 56, 84, 84, 28])
    ndev = dose // 28
    d.ln("{H}", H=(k.clinic_for("esketamine") if chance(0.6) else k.hosp, "HOSPITAL"))
    d.ln(pick(["ESKETAMINE (SPRAVATO) SESSION OBSERVATION RECORD", "Spravato Treatment Session - Monitoring Record",
               "Esketamine nasal spray: post-dose observation chart", "ESKETAMINE CLINIC - SESSION RECORD"]))
    d.ln()
    B.banner(d, k, style=pick(["pipe", "lines", "compact", "caps"]))
    d.ln("Session {S} | {D} | {P}", S=str(sess), D=D(when, c, pick(["wk", "num", "wkshort", "med"])),
         P=pick(["induction phase (twice weekly)", "maintenance (weekly)", "maintenance (every 2 weeks)"]))
    kind, val = B.room(pick(["chair", "room", "bay"]))
    d.ln("Location: treatment {K} {V}", K=kind, V=(val, "LOCATION_OTHER"))
    if c == "US":
        d.ln("REMS: healthcare setting certified; patient enrolled, REMS patient ID {I}", I=(Q.idnum(pick(["SPR", ""])), "IDNUM"))
    if chance(0.45):
        d.ln("Identity check: photo ID + palm-vein scan (ID {B})", B=(Q.bioid(), "BIOID"))
    d.ln()
    d.ln("PRE-DOSE")
    sys1 = rint(112, 152)
    d.ln("BP {B}  HR {H}  SpO2 {S}%   (proceed if < 140/90; recheck after 5 min if above)", B="%d/%d" % (sys1, rint(68, 96)), H=str(rint(58, 96)),
         S=str(rint(95, 100)))
    d.ln("Food: none for 2 h; fluids: none for 30 min. Nasal corticosteroid/decongestant: {X}", X=pick(["none today", "fluticasone taken > 1 h before"]))
    d.ln("Since last session: {X}", X=pick(["felt 'floaty' for an hour afterwards, slept well", "mood brighter; back at choir", "nausea in the car home",
                                            "no new medications", "suicidal thoughts less frequent (C-SSRS screen negative today)"]))
    d.ln()
    d.ln("ADMINISTRATION - {N} mg ({X} device{S})", N=str(dose), X=str(ndev), S="s" if ndev > 1 else "")
    h, m = rint(9, 14), pick([0, 5, 10, 15, 20, 30, 40])
    for i in range(ndev):
        d.ln("  Device {I}: {T}  one spray each nostril, head tilted 45 degrees; rest 5 min", I=str(i + 1), T=hhmm(h, m + i * 5))
    d.ln("  Self-administered under direct observation of {N}", N=(k.nurse.full(), "DOCTOR"))
    d.ln()
    d.ln("MONITORING")
    d.ln("Time   BP        HR   MOAA/S  CADSS  Comment")
    for off in (10, 40, 90, 120):
        mm_total = m + (ndev - 1) * 5 + off
        hh = h + mm_total // 60
        d.ln("{T}  {B}  {H}   {M}       {C}     {X}", T=hhmm(hh, mm_total % 60), B=("%d/%d" % (sys1 + rint(-5, 28), rint(70, 100))).ljust(8),
             H=str(rint(58, 100)).rjust(3), M=str(pick([5, 5, 5, 4, 3])), C=str(rint(0, 30)).rjust(2),
             X=pick(["", "dissociation, reassured", "dizzy", "nausea - ondansetron 4 mg", "resting, eyes closed", "", "feels 'far away'"]))
    d.ln()
    d.ln("DISCHARGE")
    endm = m + (ndev - 1) * 5 + 120 + rint(5, 25)
    d.ln("Discharged at {T} after >= 2 h; clinically stable; no driving or machinery until the next day after restful sleep.",
         T=hhmm(h + endm // 60, endm % 60))
    tr = pick(["family", "taxi", "car"])
    if tr == "family":
        d.ln("Collected by {R} {N} (mobile {P}).", R=k.nok.role, N=(k.nok.name(pick(["first", "full"])), "FAMILY"), P=(k.nok.phone, "PHONE"))
    elif tr == "taxi":
        d.ln("Taxi booked via {O}, booking ref {R}.", O=(pick(P.TRANSPORT), "ORGANIZATION"), R=(Q.idnum(pick(["BK", "TX"])), "IDNUM"))
    else:
        d.ln("Patient's own car (reg. {V}) left in clinic car park overnight; {R} {N} drove {H} home.", V=(Q.plate(c), "VEHICLE"),
             R=k.nok.role, N=(k.nok.first, "FAMILY"), H=k.him)
    if c == "US" and chance(0.7):
        d.ln("Patient Monitoring Form submitted via REMS portal ({U}) by {X}.", U=(Q.url("spravato-rems/forms"), "URL"),
             X=(Q.username(k.nurse.first, k.nurse.last), "USERNAME"))
    d.ln("Next session: {D} {T}", D=D(wkday(add_days(when, pick([3, 4, 7, 14]))), c, pick(["wk", "num", "wkdm"])),
         T=hhmm(rint(9, 14), pick([0, 30])))
    d.ln()
    B.sig(d, k, k.nurse, pick(["Registered Nurse", "Clinic Nurse", "Mental Health Nurse", "RN, Interventional Psychiatry"]), lic=chance(0.3),
          style=pick(["block", "line", "esig"]))
    if chance(0.5):
        d.ln("Prescriber: {X}", X=Q.dr(k.psych, c))
    return d
