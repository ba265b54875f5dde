"""Genres: medication and IV administration record; monitoring kit and
technical support log (own genre)."""
import datetime

import ids
import clin_write as cw
from case import tm, new_person
from pools_clin import LINES, DEVICES, ALLERGIES


def _split_drug(s):
    # "Ceftriaxone 2g IV OD" -> name, rest (rest starts at the first token with a digit)
    words = s.split(" ")
    for i, w in enumerate(words):
        if i and (w[:1].isdigit() or w.startswith("(")):
            return " ".join(words[:i]), " ".join(words[i:])
    return words[0], " ".join(words[1:])


def iv_mar(d, c):
    rng = c.rng
    iv = list(c.path["iv"] or ["Ceftriaxone 2g IV OD"])
    start = c.d0
    d.ln(rng.choice(["MEDICATION & IV ADMINISTRATION RECORD (community)",
                     "Virtual Ward eMAR - IV therapy", "OPAT / HOSPITAL AT HOME MAR"]))
    d.f("{} | {}\n", (c.vw, "HOSPITAL"), (c.trust, "ORGANIZATION"))
    d.t("Patient: ")
    c.w_pt(d, "LF")
    d.t("   DOB: ")
    c.w_d(d, c.dob, "num")
    d.f("   MRN: {}", (c.mrn, "MRN"))
    if c.nid:
        d.f("   ID: {}", (c.nid, "MRN"))
    d.ln()
    d.ln("Weight: %dkg   Height: %dcm   CrCl (C-G): %d mL/min   Allergies: %s" % (
        rng.randint(48, 121), rng.randint(150, 190), rng.randint(22, 95), rng.choice(ALLERGIES)))
    d.t("Prescriber: ")
    c.w_st(d, c.reg, "title")
    if c.reg.lic:
        d.f("  {} {}", c.reg.lic[0], (c.reg.lic[1], "LICENSE"))
    d.t("   Written: ")
    c.w_d(d, start)
    d.ln()
    line = rng.choice(LINES)
    d.t("Access: " + line + ", inserted ")
    c.w_d(d, c.hosp_adm)
    d.t(" at ")
    d.p(c.hosp, "HOSPITAL")
    d.t("; tip confirmed on CXR ")
    c.w_d(d, c.hosp_adm + datetime.timedelta(days=1), "dm")
    d.ln(".")
    if rng.random() < 0.7:
        dev = rng.choice([x for x in DEVICES if x[0] in ("infusion pump", "elastomeric")])
        d.f("Infusion device: {} S/N {}  (pump lock level {})\n", dev[1],
            (ids.device_serial(rng, dev[0]), "DEVICE"), rng.choice(["0", "1", "2"]))
    d.ln()
    d.ln("PRESCRIBED")
    d.ln("%-24s %-40s %-10s %-10s" % ("Drug", "Dose/route/freq", "Start", "Review/Stop"))
    for drug in iv[: rng.randint(1, len(iv))] + cw.med_list(c)[: rng.randint(2, 4)]:
        name, rest = _split_drug(drug.replace("{k}", "2"))
        d.t("%-24s %-40s " % (name, rest))
        c.w_d(d, start, "short")
        d.t("   ")
        c.w_d(d, c.day(c.los), "short")
        d.ln()
    d.ln("PRN: paracetamol 1g PO QDS max 4g/24h; ondansetron 4mg PO/SC TDS; sodium chloride 0.9% "
         "10ml flush PRN")
    d.ln()
    d.ln("ADMINISTRATION")
    d.ln("Date     Time   Drug           Dose    Given  Check  Notes")
    g1, g2 = c.rn2, c.rn
    days = min(c.los, rng.randint(3, 7))
    drug = _split_drug(iv[0])
    for j in range(days):
        dt = c.day(j)
        c.w_d(d, dt, "dm")
        d.t("    %s  %-14s %-7s " % (tm(rng, 8, 13), drug[0][:14], drug[1].split(" ")[0][:7]))
        if rng.random() < 0.08:
            d.ln("--     --     code 3: pt not home, re-visit pm")
            continue
        d.p(g1.form("ini") if rng.random() < 0.7 else g2.form("ini"), "DOCTOR")
        d.t("     ")
        if rng.random() < 0.6:
            d.p(rng.choice([g2, c.hca, c.anp]).form("ini"), "DOCTOR")
        else:
            d.t("pt")
        d.ln("     " + rng.choice(["site clean", "flushed OK", "VIP 0", "slight ooze, redressed",
                                     "infusor connected 24h", "batch EZ%s" % ids.dg(rng, 5)]))
    d.ln()
    d.ln("Omission codes: 1 refused, 2 unavailable, 3 pt not at home, 4 line issue, 5 clinical hold")
    if c.pw in ("cellulitis", "osteo", "pyelo", "delirium"):
        d.ln("TDM: " + rng.choice(["teicoplanin pre-dose level 24 mg/L (target 20-40)",
                                   "gentamicin level 0.6 (<1) - continue",
                                   "vancomycin trough 14.2 - no change", "not required"]))
    d.ln()
    d.t("Pharmacist verification: ")
    c.w_st(d, c.pharm, "full")
    if c.pharm.lic:
        d.f(" ({} {})", c.pharm.lic[0], (c.pharm.lic[1], "LICENSE"))
    d.t(" on ")
    c.w_d(d, start)
    d.ln()
    if rng.random() < 0.5:
        d.f("Supplied by {} (Rx {}); delivery {}.\n", (c.pharmacy, "HOSPITAL"),
            (ids.idnum(rng, "rx"), "IDNUM"), rng.choice(["daily", "twice weekly", "on collection"]))
    if rng.random() < 0.4:
        d.f("eMAR handheld login {} authenticated by fingerprint (template {}).\n",
            (g1.user, "USERNAME"), (ids.bioid(rng, "FP-"), "BIOID"))
    d.t("Key: ")
    for i, s in enumerate([g1, g2]):
        if i:
            d.t("; ")
        d.p(s.form("ini"), "DOCTOR")
        d.t(" = ")
        d.p(s.full(), "DOCTOR")
    d.ln()


def kit_log(d, c):
    rng = c.rng
    k = rng.randint(0, c.los + 2)
    day = c.day(k)
    tech = c.staff("Digital Support Technician", "", None)
    ticket = ids.idnum(rng, "ticket")
    d.ln(rng.choice(["REMOTE MONITORING EQUIPMENT & TECH SUPPORT LOG", "Kit issue / support ticket",
                     "Digital health helpdesk record"]))
    d.f("Ticket {}   Opened ", (ticket, "IDNUM"))
    c.w_d(d, day, "iso" if rng.random() < 0.4 else "num")
    d.t(" " + tm(rng) + " by ")
    d.p(tech.full(), "DOCTOR")
    d.f(" ({})\n", (tech.user, "USERNAME"))
    d.f("Service: {}\n", (c.vw, "HOSPITAL"))
    d.t("Patient: ")
    c.w_pt(d, rng.choice(["LF", "full"]))
    d.f("  MRN {}  Tel {}\n", (c.mrn, "MRN"), (c.mob, "PHONE"))
    d.t("Delivery address: ")
    c.w_addr(d)
    d.ln()
    if rng.random() < 0.5:
        d.f("Kit bag labelled with pt initials {} and loan number\n", (c.pt.form("inidot"), "PATIENT"))
    d.f("Kit loan no: {}   Agreement signed ", (ids.idnum(rng, "kit"), "IDNUM"))
    c.w_d(d, c.d0)
    d.ln()
    d.ln()
    d.ln("Items:")
    tab = rng.choice([x for x in DEVICES if x[0] == "tablet"])
    d.f("  {} IMEI {}  SIM ICCID {}\n", tab[1], (ids.device_serial(rng, "tablet"), "DEVICE"),
        (ids.device_serial(rng, "sim"), "DEVICE"))
    cw.w_kit(d, c, "  ")
    d.ln()
    d.f("App account: {}   Portal: {}\n", (c.pt_user, "USERNAME"), (ids.url(rng, "portal"), "URL"))
    if rng.random() < 0.75:
        meth, pre = rng.choice([("face recognition", "FACE-"), ("fingerprint", "FP-"),
                                ("voice ID", "VP-"), ("face recognition", "BIO-")])
        d.f("Login: PIN + {} (biometric enrolment {})\n", meth, (ids.bioid(rng, pre), "BIOID"))
    d.f("Connectivity: {}; hub LAN {} ; last heartbeat ", rng.choice(["home Wi-Fi", "4G Mi-Fi",
                                                                       "BT hub, weak signal upstairs"]),
        (ids.ipaddr(rng), "IPADDR"))
    c.w_d(d, day, "num")
    d.f(" {} from {}\n", tm(rng), (ids.ipaddr(rng), "IPADDR"))
    d.ln()
    d.t("Issue: ")
    d.t(rng.choice(["readings not syncing since ", "tablet screen cracked on ", "oximeter not pairing since ",
                    "patient locked out of app on ", "kit to be collected after discharge on "]))
    c.w_d(d, day - datetime.timedelta(days=rng.randint(0, 2)), rng.choice(["wd", "dm", c.dstyle]))
    d.ln(".")
    d.ln("Actions:")
    d.ln("- Remote reset of Bluetooth pairing; firmware %d.%d.%d pushed." % (
        rng.randint(1, 5), rng.randint(0, 9), rng.randint(0, 20)))
    if rng.random() < 0.7:
        drv = new_person(rng)
        d.f("- Replacement sent with {} (driver ", (c.courier, "ORGANIZATION"))
        d.p(drv.full(), "FAMILY")
        d.f(", van {}), delivered ", (ids.vehicle(rng, c.cc), "VEHICLE"))
        c.w_d(d, day + datetime.timedelta(days=1), rng.choice(["wd", c.dstyle]))
        d.ln(" " + tm(rng, 9, 17) + ".")
    if rng.random() < 0.5:
        d.t("- Spoke to ")
        d.t(c.nok_rel + " ")
        c.w_fam(d, c.nok)
        d.f(" ({}) who set up readings; {} email {}\n", (c.nok_phone, "PHONE"),
            "confirmation sent to", (c.nok_email, "EMAIL"))
    d.t("- Clinical team informed: ")
    c.w_st(d, c.rn, "full")
    d.ln(" - manual readings by phone meantime.")
    if rng.random() < 0.5:
        d.t("- Returned kit received ")
        c.w_d(d, c.day(c.los + 1))
        d.ln("; decontaminated (Clinell universal wipes), PAT test due, serials matched.")
    d.ln()
    d.f("Helpdesk {} | {}\n", (ids.phone(rng, c.cc, "land") + rng.choice([" ext ", " ext. ", " x"]) +
                                 ids.ext(rng), "PHONE"),
        (ids.email_team(rng, rng.choice(["digital.helpdesk", "rm.support", "telehealth"])), "EMAIL"))
    d.ln("Status: " + rng.choice(["RESOLVED", "OPEN - awaiting courier", "CLOSED", "ON HOLD"]) +
         "   Priority: P%d" % rng.randint(2, 4))
