"""Genres: falls risk review; whiteboard / bed board export; escalation and rapid response note."""
import datetime as dt
import phi as H
import pools as P
import clin as C
from core import Doc, col_widths, art
from case import Case
import common as K


# ------------------------------------------------------------------ falls
def falls_postfall(c):
    rng = c.rng
    d = Doc()
    d.ln(rng.choice(["POST-FALL REVIEW", "Post Falls Protocol - nursing", "Inpatient fall: immediate management record"]))
    K.pt_header(d, c)
    when = c.day
    h0 = rng.randint(0, 20)
    d.ln("Date of fall: ", c.d(when), "   Time: " + K.tm(rng, h0, h0) + "   Where: " + rng.choice(
        ["beside bed", "in ensuite toilet", "bay corridor", "day room", "bathroom on ward"]))
    wit = rng.random() < 0.3
    d.ln("Witnessed: " + ("Y" if wit else "N - found on floor"), " by ", c.staff(rng.choice(c.nurses + c.hcas), "full"))
    d.ln("Injury: " + rng.choice(["nil obvious", "laceration to L eyebrow 2 cm", "haematoma occiput", "pain R hip, shortened/rotated",
                                  "skin tear R forearm"]) + "   Head injury: " + rng.choice(["Y", "N", "unknown (unwitnessed)"]))
    d.ln("Anticoagulant: " + rng.choice(["apixaban", "nil", "warfarin (INR 2.8)", "enoxaparin prophylactic", "rivaroxaban"]))
    d.ln("Flat lift: " + rng.choice(["HoverJack", "Mangar ELK", "scoop x4 staff", "N/A - got up with 2 assist"]))
    d.ln("Medical review: ", c.staff(c.jr), " at " + K.tm(rng, h0 + 1, h0 + 2) + " (pager " if c.us else " (bleep ", (H.bleep(rng, c.c), "PHONE"), ")")
    if rng.random() < 0.6:
        d.ln("CT head requested per NICE/Canadian CT head rule - request ", (H.idnum(rng, "xray"), "IDNUM"), ", result: " +
             rng.choice(["no acute bleed", "pending", "old infarcts only"]))
    o = C.Obs(rng, rng.choice([0, 1]))
    d.ln("Neuro obs: GCS %d, pupils PEARL; %s" % (C.scores(rng)["gcs"], o.line(2)))
    d.ln("Lying/standing BP: %d/%d -> %d/%d" % (o.sbp, o.dbp, o.sbp - rng.randint(0, 30), o.dbp - rng.randint(0, 12)))
    d.ln("NOK informed: ", c.nokn("full"), " (" + c.nok_rel + ") by phone ", (c.nok_phone, "PHONE"), " at " + K.tm(rng, h0 + 1, h0 + 3))
    d.ln("Incident report: ", (H.idnum(rng, "datix"), "IDNUM"))
    d.ln("")
    d.ln("Actions: " + ", ".join(rng.sample(["low-rise bed", "crash mats", "bay nurse / cohort", "enhanced observation 1:1",
                                             "non-slip socks", "call bell in reach", "medication review by pharmacist",
                                             "lying/standing BP daily", "vision check", "continence review"], 4)))
    if rng.random() < 0.6:
        d.ln("Bed-exit sensor pad serial ", (H.device_sn(rng, "sensor"), "DEVICE"), " fitted and tested")
    if rng.random() < 0.3:
        d.ln("Previous fall at ", art(rng.choice(P.LANDMARKS), "LOCATION_OTHER"), " on ", c.d(K.days(c, -rng.randint(20, 120))),
             " - ambulance called by passer-by.")
    K.signoff(d, c, c.nurses[0])
    return d


MORSE = [("History of falling (3 mo)", [0, 25]), ("Secondary diagnosis", [0, 15]), ("Ambulatory aid", [0, 15, 30]),
         ("IV / heparin lock", [0, 20]), ("Gait", [0, 10, 20]), ("Mental status", [0, 15])]


def falls_morse(c):
    rng = c.rng
    d = Doc()
    d.ln("FALL RISK REASSESSMENT (Morse Fall Scale)")
    d.ln("Patient: ", (c.pt.form("LF"), "PATIENT"), "   MRN ", (c.mrn, "MRN"), "   Enc ", (c.acct, "ACCOUNT"))
    d.ln("Unit: ", K.ward(c), "   ", c.bed_p(), "   Age: ", (str(c.age), "AGE"))
    d.ln("Date: ", c.today(), "   Reason: " + rng.choice(["q shift", "post-fall", "change in condition", "transfer in"]))
    d.ln("")
    rows = []
    tot = 0
    for item, opts in MORSE:
        v = rng.choice(opts)
        tot += v
        rows.append([item, str(v)])
    w = col_widths(rows, ["Item", "Score"])
    d.aligned_row(["Item", "Score"], w)
    for r in rows:
        d.aligned_row(r, w)
    d.aligned_row(["TOTAL", str(tot)], w)
    d.ln("Risk level: " + ("HIGH (>=45)" if tot >= 45 else "moderate (25-44)" if tot >= 25 else "low"))
    d.ln("")
    d.ln("Interventions: yellow wristband + socks; bed alarm on (unit ", (H.device_sn(rng, "sensor"), "DEVICE"),
         "); hourly rounding; toileting schedule q2h while awake.")
    if rng.random() < 0.5:
        d.ln("Video monitoring: room camera feed on ", (c.ip, "IPADDR"), " (virtual sitter ", c.staff(rng.choice(c.hcas), "first"), ")")
    d.ln("Family educated: ", c.nokn(), " agreed to call before leaving. Handout: ", (H.url(rng, "fall-prevention"), "URL"))
    d.ln("PT consult placed (order ", (H.idnum(rng, "order"), "IDNUM"), ").")
    d.ln(c.sig(rng.choice(c.nurses), rng.random() < 0.5), "  ", c.today(), " " + K.tm(rng))
    return d


def falls_narrative(c):
    rng = c.rng
    d = Doc()
    d.ln("Falls risk review - ", K.ward(c), " - ", c.today(), " " + K.tm(rng))
    d.add(c.pn("title"), " (", c.age_p(rng.choice([1, 3, 4])), ") ", rng.choice(["had an unwitnessed fall", "was found sitting on the floor",
                                                                                 "slid from chair", "fell while mobilising to toilet"]))
    d.add(" in ", c.bed_p(), " at " + K.tm(rng) + ". ")
    d.add("Second fall this admission (previous ", c.d(K.days(c, -rng.randint(1, 4)), c.dshort), "). ")
    d.add("Reports " + rng.choice(["tripping on her slippers", "feeling dizzy on standing", "no memory of fall", "needing the toilet urgently"]) + ". ")
    d.add("Reviewed by ", c.staff(c.reg), ", no new injury. " + rng.choice(C.NURSING_BITS) + "\n")
    d.add("Home: lives with ", (c.nok.form("first"), "FAMILY"), " at ", c.addr.pieces(rng, 1 if not c.us else 0),
          "; " + rng.choice(["3 falls in last 6 months", "uses a frame indoors", "pendant alarm via ", "no stairs"]))
    if rng.random() < 0.5:
        d.add(" (", (c.agency, "ORGANIZATION"), ")")
    d.add(".\n")
    d.ln("Plan: " + ("moved closer to nurses' station" if c.us else "bay nurse") + ", alarm mat (", (H.device_sn(rng, "sensor"), "DEVICE"), "), " + rng.choice(
        ["PT/OT review", "falls team referral", "medication review re: zopiclone", "L/S BP x3 days"]) + ".")
    d.ln(c.nok_rel.capitalize() + " ", c.nokn("first"), " informed on ", (c.nok_phone, "PHONE"), ".")
    d.ln(c.sig(c.nurses[0]))
    return d


def falls(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [falls_postfall, falls_morse, falls_narrative][k](c)


# ------------------------------------------------------------------ bed board / whiteboard
ALERTS = ["FALLS", "DNACPR", "NBM", "IDDSI 2", "MRSA", "C.DIFF - SR", "DOLS", "DIABETIC", "BLIND", "HOH", "1:1", "TELE",
          "NG", "PEG", "DEMENTIA", "LD", "ALLERGY", "O2", "VRE", "FLUID RESTR"]


def _mini(rng, c):
    x = Case(rng, c.c, c.spec)
    x.ward, x.ds, x.hosp = c.ward, c.ds, c.hosp
    return x


def bedboard_pipe(c):
    rng = c.rng
    d = Doc()
    d.ln("BED STATE - ", K.ward(c), " - ", K.hosp(c), " - ", c.today(rng.choice([c.ds, "wd_long_uk" if not c.us else "wd_long_us"])),
         " " + K.tm(rng, 7, 9))
    d.ln("NIC: ", c.staff(c.nurses[2], "full"), "   Pager " if c.us else "   Bleep ", (H.bleep(rng, c.c), "PHONE"), "   Ward tel ", (c.ward_ext, "PHONE"))
    d.ln("")
    hdr = ["Bed", "Patient", "Age", "Cons", "Nurse", "Adm", "EDD", "Alerts"]
    rows = []
    for i in range(rng.randint(8, 12)):
        x = c if i == 0 else _mini(rng, c)
        rows.append([x.bed_code(), [(x.pt.form(rng.choice(["LFi", "lf", "first_li", "LAST"])), "PATIENT")], [(str(x.age), "AGE")],
                     [(x.cons.last, "DOCTOR")], [(rng.choice(c.nurses).first, "DOCTOR")], [x.d(x.adm, x.dshort)],
                     [x.d(K.days(x, rng.randint(0, 5)), x.dshort)] if rng.random() < 0.7 else "TBC",
                     " ".join(rng.sample(ALERTS, rng.randint(0, 3)))])
    w = col_widths(rows, hdr)
    d.pipe_row(hdr, w)
    d.ln("|" + "|".join("-" * (x + 2) for x in w) + "|")
    for r in rows:
        d.pipe_row(r, w)
    d.ln("")
    d.ln("Empty beds: %d   Expected discharges: %d" % (rng.randint(0, 2), rng.randint(1, 4)))
    d.ln("Outliers on ", (c.ward2, "HOSPITAL"), ": %d" % rng.randint(0, 3))
    K.export_footer(d, c)
    return d


def bedboard_csv(c):
    rng = c.rng
    d = Doc()
    sep = rng.choice([",", "\t", "|"])
    hdr = ["Ward", "Bed", "Surname", "Forename", "Age", "Sex", "MRN" if c.us else "HospNo", "AdmitDate", "EDD", "Consultant",
           "Status", "Destination"]
    d.delim_row(hdr, sep)
    for i in range(rng.randint(7, 11)):
        x = c if i == 0 else _mini(rng, c)
        st = rng.choice(["MFFD", "Medically active", "Awaiting POC", "Awaiting TTO", "Awaiting transport", "Awaiting bed"])
        if st == "Awaiting bed" or rng.random() < 0.15:
            dest = [(x.hosp2 if rng.random() < 0.5 else x.carehome, "HOSPITAL")]
        elif rng.random() < 0.5:
            dest = [(x.carehome, "HOSPITAL")]
        else:
            dest = rng.choice(["Home", "Home + POC", "TBC", "Usual residence"])
        d.delim_row([[K.ward(c)], x.bed_code(), [(x.pt.last.upper(), "PATIENT")], [(x.pt.first, "PATIENT")], [(str(x.age), "AGE")],
                     x.pt.sex, [(x.mrn, "MRN")], [x.d(x.adm, "iso" if rng.random() < 0.5 else x.ds)],
                     [x.d(K.days(x, rng.randint(0, 6)), x.ds)], [(x.cons.form("LFi"), "DOCTOR")], st, dest], sep)
    d.ln("")
    K.export_footer(d, c, rng.choice(c.nurses))
    return d


def whiteboard_bedside(c):
    rng = c.rng
    d = Doc()
    d.ln("[Bedside board - ", c.bed_p(), "]")
    d.ln("Today is: ", c.today(rng.choice(["wd_long_uk", "weekday"]) if not c.us else rng.choice(["wd_long_us", "weekday"])))
    d.ln("My name is: ", (c.pt.form("full"), "PATIENT"), "   I like to be called: ", c.pn(rng.choice(["nick", "first"])))
    d.ln("My nurse today: ", c.staff(c.nurses[0], "first"), "   My HCA: ", c.staff(c.hcas[0], "first"))
    d.ln("My consultant: ", c.staff(c.cons, "dr_last"))
    d.ln("Things that matter to me: " + rng.choice(["my dog", "my garden", "crosswords", "my grandchildren", "Radio 4", "church on Sunday"]))
    d.ln("Mobility: " + rng.choice(["frame + 1", "independent", "hoist x2", "wheelchair"]) + "   Diet: " +
         rng.choice(["normal", "soft & bite-sized", "NBM", "thickened fluids level 2"]))
    d.ln("Going home date: ", c.d(K.days(c, rng.randint(1, 5)), "wd_uk" if not c.us else "wd_us"))
    d.ln("Family contact: ", c.nokn("first"), " (" + c.nok_rel + ") ", (c.nok_phone, "PHONE"))
    d.ln("")
    d.ln("[Ward board - ", K.ward(c), "]")
    d.ln("Nurse in charge: ", c.staff(c.nurses[2], "first"), "  Doctor on call pager " if c.us else "  Doctor on call bleep ", (H.bleep(rng, c.c), "PHONE"))
    for i in range(rng.randint(4, 7)):
        x = c if i == 0 else _mini(rng, c)
        d.ln(x.bed_code(), "  ", (x.pt.form(rng.choice(["first_li", "first", "init"])), "PATIENT"), "  ",
             x.staff(x.cons, "dr_last"), "  " + " ".join(rng.sample(ALERTS, rng.randint(0, 2))),
             "  EDD ", x.d(K.days(x, rng.randint(0, 6)), x.dshort))
    d.ln("Board updated by ", (rng.choice(c.nurses).user, "USERNAME"), " ", K.tm(rng))
    return d


def bedboard(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, [bedboard_pipe, bedboard_csv, whiteboard_bedside][k](c)


# ------------------------------------------------------------------ escalation / rapid response
def rrt_record(c):
    rng = c.rng
    d = Doc()
    us = c.us
    d.ln(("RAPID RESPONSE TEAM EVENT RECORD" if us else "CRITICAL CARE OUTREACH REVIEW"), "   Event # ", (H.idnum(rng, "rrt"), "IDNUM"))
    d.ln("Patient: ", (c.pt.form("LF"), "PATIENT"), "   ", c.mrn_label(), ": ", (c.mrn, "MRN"), "   Age: ", (str(c.age), "AGE"))
    d.ln("Location: ", K.ward(c), " ", c.bed_p(), "   Date: ", c.today(), "   Called: " + K.tm(rng) + "   Arrived: +4 min")
    d.ln("Called by: ", c.staff(c.nurses[0], "full_cred"), " (ward tel ", (c.ward_ext, "PHONE"), ")")
    o = C.Obs(rng, 2)
    d.ln("Trigger: " + rng.choice(["NEWS2 %d" % o.news, "staff concern", "SBP <90", "RR >30", "acute drop in GCS", "SpO2 <90% on O2"]))
    d.ln("Responders: ", c.staff(c.outreach, "full_cred"), "; ", c.staff(c.reg), "; ", c.staff(rng.choice(c.nurses), "full"),
         ("; RT " if us else "; ICU SpR "), (H.Person(rng).form("full"), "DOCTOR"))
    d.ln("")
    d.ln("A: " + rng.choice(["patent", "snoring - jaw thrust, OPA", "patent, talking"]))
    d.ln("B: RR %d, SpO2 %d%% on %s, %s" % (o.rr, o.spo2, o.o2, rng.choice(["coarse creps bibasal", "wheeze", "reduced AE R base", "clear"])))
    d.ln("C: HR %d, BP %d/%d, CRT 4s, %s" % (o.hr, o.sbp, o.dbp, rng.choice(["cool peripheries", "warm", "mottled knees"])))
    d.ln("D: ACVPU %s, BM %.1f, pupils equal" % (o.acvpu, o.bm))
    d.ln("E: T %.1f, %s" % (o.temp, rng.choice(["abdo soft", "calf SNT", "sacral oedema", "wound clean"])))
    d.ln("")
    d.ln("Interventions: " + ", ".join(rng.sample(["500 mL crystalloid bolus", "blood cultures x2", "ABG", "IV abx within 1 hr", "CXR portable",
                                                   "12-lead ECG", "catheterised", "O2 titrated", "nebs", "naloxone 400 mcg"], 4)))
    d.ln("ABG sample ", (H.idnum(rng, "specimen"), "IDNUM"), " - lactate %.1f" % rng.uniform(1.1, 6.5))
    disp = rng.choice(["remain on ward with 1-hrly obs", "transfer to ICU", "transfer to HDU", "ceiling of care ward-based"])
    d.ln("Disposition: " + disp)
    if "transfer" in disp:
        d.ln("Accepted by ", c.staff(H.Staff(rng, c.c, "doctor"), "dr_full"), ", bed ", (str(rng.randint(1, 16)), "LOCATION_OTHER"))
    d.ln("Family notified: ", c.nokn(), " (" + c.nok_rel + ") ", (c.nok_phone, "PHONE"))
    d.ln(c.sig(c.outreach, True))
    return d


def escalation_log(c):
    rng = c.rng
    d = Doc()
    d.ln(rng.choice(["Escalation log", "DETERIORATING PATIENT - escalation record", "Escalation note"]), " ", c.today(), " - ",
         c.pn("LF"), " - ", K.ward(c))
    t = dt.datetime(2000, 1, 1, rng.randint(0, 20), rng.choice([0, 10, 20, 30]))
    steps = []
    o = C.Obs(rng, 1)
    steps.append(["NEWS2 %d (%s). Informed NIC " % (o.news, o.line(2)), c.staff(c.nurses[2], "first"), "."])
    steps.append(["Paged " if c.us else "Bleeped ", c.staff(c.jr), " on ", (H.bleep(rng, c.c), "PHONE"), " - no answer."])
    steps.append(["Re-paged; " if c.us else "Re-bleeped; ", c.staff(c.jr, "dr_last"), " attending, ETA 10 min."])
    steps.append(["Reviewed by ", c.staff(c.jr, "dr_last"), ": sepsis 6 started, bloods ", (H.idnum(rng, "specimen"), "IDNUM"), "."])
    o2 = C.Obs(rng, 2)
    steps.append(["NEWS2 %d after fluids. Called outreach " % o2.news, (c.outreach.form("full"), "DOCTOR"),
                  "." if rng.random() < 0.5 else (" (MET call)." if c.us else " (CCOT).")])
    steps.append(["Senior resident " if c.us else "Registrar ", c.staff(c.reg, "dr_full"), " reviewed; escalation plan documented."])
    if rng.random() < 0.6:
        steps.append([c.nok_rel.capitalize() + " ", c.nokn("full"), " updated by phone ", (c.nok_phone, "PHONE"), "; coming in."])
    if rng.random() < 0.4:
        steps.append(["ReSPECT discussed with ", (c.nok.form("first"), "FAMILY"), " - for ward-based care, not for ICU."])
    for s in steps:
        t = t + dt.timedelta(minutes=rng.choice([5, 10, 15, 20, 30]))
        d.ln("- %02d:%02d " % (t.hour, t.minute), s)
    if rng.random() < 0.4:
        d.ln("Summary: transferred to ", (c.ward2, "HOSPITAL"), " for closer monitoring.")
    else:
        d.ln("Summary: " + rng.choice(["stabilised on ward", "for HDU - awaiting bed", "improving, obs 1-hrly"]) + ".")
    d.ln(c.sig(c.nurses[0]))
    return d


def escalation(rng, country):
    c = Case(rng, country)
    k = rng.randrange(3)
    return c, (escalation_log(c) if k == 2 else rrt_record(c))
