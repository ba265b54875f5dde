"""Genres: home visit nursing record; observation and pulse-oximetry log."""
import datetime

import ids
import clin_write as cw
from case import tm
from pools_clin import LINES, DEVICES, PLATFORMS


def _line_care(d, c):
    rng = c.rng
    line = rng.choice(LINES[:4])
    d.t("- Line: " + line + " " + rng.choice(["R basilic", "L basilic", "R cephalic", "L brachial"]) +
        ", inserted ")
    c.w_d(d, c.hosp_adm + datetime.timedelta(days=rng.randint(0, 2)))
    d.t(", ext length %dcm (unchanged). VIP score %d. " % (rng.randint(0, 4), rng.choice([0, 0, 1])))
    d.ln(rng.choice(["Tegaderm + Biopatch changed (weekly).", "StatLock intact.",
                     "Flushed 10ml NaCl 0.9% push-pause, good blood return.",
                     "Bionector changed.", "Site clean and dry, no tracking."]))


def home_visit(d, c):
    rng = c.rng
    k = rng.randint(0, c.los)
    day = c.day(k)
    nurse = rng.choice([c.rn2, c.rn])
    d.ln(rng.choice(["HOME VISIT RECORD - Virtual Ward / Community Nursing",
                     "Nursing home visit - " + c.T["svcU"], "HOME VISIT (NURSING) NOTE"]))
    d.t("Date: ")
    c.w_d(d, day, rng.choice([c.dstyle, "wd"]))
    t1 = tm(rng, 8, 18)
    d.ln("   Arrived %s   Left %s   Visit %d of %d today" % (
        t1, tm(rng, int(t1[:2]), 19), rng.randint(1, 2), rng.randint(2, 3)))
    d.t("Visiting: ")
    c.w_st(d, nurse, "full")
    d.t(" (" + nurse.role + ")")
    if rng.random() < 0.5:
        d.t(" with ")
        c.w_st(d, c.hca, "full")
        d.t(" (HCA)")
    d.ln()
    if rng.random() < 0.55:
        d.f("Vehicle: {} reg {}  |  Lone worker check-in {} via {}\n",
            rng.choice(["pool car", "lease car", "own car"]),
            (ids.vehicle(rng, c.cc), "VEHICLE"), tm(rng, 8, 12),
            (ids.phone(rng, c.cc, "land"), "PHONE"))
    d.ln()
    d.t("Patient: ")
    c.w_pt(d, rng.choice(["LF", "titlefull", "full"]))
    d.t("   DOB ")
    c.w_d(d, c.dob, "num")
    d.t("   ")
    if c.nid:
        d.f("ID {}", (c.nid, "MRN"))
    else:
        d.f("MRN {}", (c.mrn, "MRN"))
    d.ln()
    d.t("Address: ")
    c.w_addr(d)
    d.ln()
    d.t("Access: " + rng.choice(["key safe by back door (code on EMIS alert)", "ring bell, wait",
                                  "side gate, door at rear", "carer lets in"]))
    if rng.random() < 0.6:
        d.t("; park by ")
        d.p(c.landmark, "LOCATION_OTHER")
    d.ln()
    d.ln("Identity confirmed (name/DOB). Verbal consent for visit and obs.")
    if rng.random() < 0.6:
        d.t("Present: ")
        d.t(c.nok_rel + " ")
        c.w_fam(d, c.nok)
        if rng.random() < 0.4:
            d.t(" and carer ")
            c.w_fam(d, c.carer, "first")
            d.f(" from {}", (c.agency, "ORGANIZATION"))
        d.ln()
    d.ln()
    v = cw.vitals(rng, c, rng.choice([0, 0, 1]))
    d.t("Obs " + tm(rng, 8, 19) + ": ")
    cw.w_vitals_line(d, v, rng.randrange(3))
    d.ln()
    d.ln("(%s used; pt's own %s for comparison)" % (
        rng.choice(["Welch Allyn Connex", "Masimo Rad-5", "Nonin 9590"]),
        rng.choice(["Nonin 9590", "Omron", "Braun ThermoScan"])))
    d.ln()
    d.ln("Assessment:")
    d.ln("- General: " + rng.choice(["sat in chair, chatty", "in bed, drowsy but rousable",
                                     "mobilising with frame", "SOBOE, talking in full sentences"]))
    d.ln("- Chest: " + rng.choice(["coarse creps L base", "clear", "wheeze throughout",
                                   "reduced air entry R base"]))
    d.ln("- Skin: Waterlow %d, heels %s. %s" % (rng.randint(8, 22), rng.choice(["intact", "blanching"]),
                                                rng.choice(["Cellulitis margin receding from pen mark.",
                                                            "Sacrum intact.", "Oedema to mid-shin.",
                                                            "Leg ulcer dressed (Aquacel Ag + K-Two)."])))
    d.ln("- Hydration / nutrition: MUST %d, drinking ~%dml/day" % (rng.randint(0, 3),
                                                                    rng.choice([800, 1000, 1200, 1500])))
    if c.path["iv"]:
        _line_care(d, c)
        d.t("- IV given: ")
        c.w_tpl(d, rng.choice(c.path["iv"]))
        d.ln(" at %s. Batch %s exp %02d/%02d. Checked with pt (2-person check by phone)." % (
            tm(rng, 8, 18), ids.lt(rng, 2) + ids.dg(rng, 4), rng.randint(1, 12), rng.randint(26, 28)))
    if rng.random() < 0.6:
        d.f("- Bloods: {} taken, sample {} via courier to {} lab\n",
            rng.choice(["FBC, U&E, CRP", "U&E, Mg", "FBC, CRP, LFT, ESR", "vanc trough"]),
            (ids.idnum(rng, "specimen"), "IDNUM"), (c.hosp, "HOSPITAL"))
    d.ln("- Pain: " + rng.choice(["0/10", "2/10 at rest", "Abbey pain scale 4", "3/10 on movement"]))
    d.ln()
    d.t("Kit check: oximeter S/N ")
    d.p(ids.device_serial(rng, "pulse oximeter"), "DEVICE")
    d.ln(" working, battery replaced. Pt demonstrated readings correctly.")
    d.ln("Medication: " + rng.choice(["blister pack correct", "dosette checked, Thurs slot missed",
                                      "inhaler technique reviewed", "no changes"]))
    d.ln()
    d.t("Plan: next visit ")
    c.w_d(d, day + datetime.timedelta(days=1), rng.choice(["wd", c.dstyle]))
    d.t(" " + rng.choice(["am", "pm", "10:00", "for IV dose"]) + ". ")
    d.ln(rng.choice(["Pt knows to ring team if worse.", "Daughter aware of red flags.",
                     "Safety-netting given; 999 if chest pain."]))
    d.f("Team contact: {}\n", (c.vw_phone, "PHONE"))
    d.ln()
    c.sign(d, nurse, day)


def obs_log(d, c):
    rng = c.rng
    plat = rng.choice(PLATFORMS)
    k = rng.randint(1, c.los)
    day = c.day(k)
    user = rng.choice([c.rn, c.anp, c.hca])
    d.ln("=== OBSERVATION & PULSE OXIMETRY LOG ===")
    d.t("Generated ")
    c.w_d(d, day, "iso" if rng.random() < 0.5 else "num")
    d.f(" {} by {}   user: {}\n", tm(rng), plat, (user.user, "USERNAME"))
    d.f("Ward: {}\n", (c.vw, "HOSPITAL"))
    d.t("Patient: ")
    c.w_pt(d, "LF")
    d.f(" | MRN {} | DOB ", (c.mrn, "MRN"))
    c.w_d(d, c.dob, "num")
    d.t(" | ")
    d.p(str(c.age), "AGE")
    d.ln("y " + c.sex)
    dev = rng.choice([x for x in DEVICES if x[0] in ("pulse oximeter", "wearable")])
    d.f("Device: {} S/N {}  paired hub {}\n", dev[1], (ids.device_serial(rng, dev[0]), "DEVICE"),
        (ids.device_serial(rng, "hub"), "DEVICE"))
    d.t("Last sync ")
    c.w_d(d, day, "num")
    d.f(" {} from {}\n", tm(rng), (ids.ipaddr(rng), "IPADDR"))
    d.ln("Target SpO2: %s   Scale: %s" % (c.path["target"],
                                           "NEWS2 Scale 2" if c.pw == "copd" else "NEWS2 Scale 1"))
    d.ln("-" * 78)
    d.ln("Date        Time   SpO2  PR   RR  Temp  BP       O2      NEWS2  By   Flag")
    start = max(0, k - rng.randint(1, 3))
    rows = rng.randint(8, 16)
    inits = [user.form("ini"), c.hca.form("ini"), c.rn2.form("ini")]
    stamps = sorted((start + i * (k - start + 1) // rows, tm(rng, 0, 23)) for i in range(rows))
    for i, (off, hhmm) in enumerate(stamps):
        dt = c.day(off)
        v = cw.vitals(rng, c, rng.choice([0, 0, 0, 1, 2]) if i > rows // 2 else 0)
        c.w_d(d, dt, "num")
        d.t("  %s  %-4d  %-3d  %-3s %-5.1f %-8s %-7s %-5d  " % (
            hhmm, v["spo2"], v["hr"], str(v["rr"]) if rng.random() < 0.6 else "--",
            v["temp"], "%d/%d" % (v["sbp"], v["dbp"]) if rng.random() < 0.5 else "--",
            v["flow"], v["news"]))
        if rng.random() < 0.5:
            d.t("pt ")
        else:
            d.p(rng.choice(inits), "DOCTOR")
            d.t(" " * (4 - len(inits[0])))
        flag = ""
        if v["news"] >= 5:
            flag = "ALERT-escalate"
        elif v["spo2"] < (88 if c.pw == "copd" else 94):
            flag = "low SpO2 - repeat"
        d.ln(" " + flag)
    d.ln("-" * 78)
    if rng.random() < 0.6:
        d.t("1-min sit-to-stand ")
        c.w_d(d, day, "dm")
        a = rng.randint(93, 97)
        d.ln(": pre %d%%, post %d%% (drop %d%%) %s" % (a, a - 3, 3, "- flag per NICE NG191"))
    d.t("Validated by: ")
    c.w_st(d, user, "full")
    d.f(" ({}) ", (user.user, "USERNAME"))
    c.w_d(d, day, "num")
    d.ln(" " + tm(rng))
    if rng.random() < 0.5:
        d.f("Exported to EPR; audit ref {}  workstation {}\n", (ids.idnum(rng, "other"), "IDNUM"),
            (ids.ipaddr(rng), "IPADDR"))
    d.ln("Note: readings taken with %s; %s" % (
        rng.choice(["Masimo MightySat", "Nonin Onyx", "Biobeat patch", "Current Health armband"]),
        rng.choice(["nail varnish removed", "warm hands advised", "Raynaud's - earlobe probe",
                    "motion artefact 02:00"])))
