"""Genres: line insertion and care record, weekly bloods and drug-level review, virtual MDT minutes."""
import ident as I
import labs as L
from case import Case, pick
from common import cb, rule, pt_header, sig, time, hn, drug_line
from doc import Doc


def line_record(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    ins = c.line_date
    d.w("{h} - Vascular Access Team\n", h=("HOSPITAL", c.hospital))
    d.t(pick(rng, ["VASCULAR ACCESS DEVICE INSERTION & CARE RECORD\n", "%s INSERTION RECORD + CARE BUNDLE\n" % c.line.upper(),
                   "Line insertion / maintenance record\n"]))
    pt_header(d, c)
    d.t(rule(rng))
    d.w("Date of insertion: {dt}   Time: {tm}   Location: ", dt=c.D(ins), tm=time(rng))
    if rng.random() < 0.5:
        d.w("procedure room {r}", r=("LOCATION_OTHER", str(rng.randint(1, 6))))
        if rng.random() < 0.5:
            d.w(", level {lv}, {b}", lv=str(rng.randint(1, 4)), b=("LOCATION_OTHER", c.building))
        d.t("\n")
    else:
        d.v([("HOSPITAL", c.ward), ", bed ", ("LOCATION_OTHER", c.bed), "\n"])
    d.w("Indication: OPAT - {drug} {f} for {w} weeks ({dx})\n", drug=c.drug, f=c.freq, w=str(c.weeks), dx=c.dx.split(",")[0])
    d.t("Consent: " + pick(rng, ["verbal, risks explained (infection, thrombosis, malposition)", "written - form filed",
                                  "verbal, patient information leaflet given"]) + "\n")
    d.t("Operator: ")
    d.v(c.vat.signed())
    if rng.random() < 0.5:
        d.w("  ({lab} {no})", lab=c.vat.lic_label, no=("LICENSE", c.vat.lic))
    d.t("\nAssistant: ")
    d.v(c.nurse2.full() if rng.random() < 0.7 else "none")
    d.t("\n\nDEVICE\n")
    d.w("Type: {l}, {ld}   Make: {b}\n", l=c.line, ld=c.line_desc, b=c.line_brand)
    d.w("Lot: {lot}   Exp: {ex}\n", lot=("DEVICE", c.line_lot), ex="%02d/%d" % (rng.randint(1, 12), ins.year + rng.randint(1, 3)))
    if c.line == "Port-a-Cath":
        d.w("Port serial: {sn}; Huber needle 20G 19 mm for access\n", sn=("DEVICE", I.device_serial(rng, "port")))
    d.w("Vessel: {v} vein, {a} arm, upper arm zone {z} (ZIM)\n", v=c.vein, a=c.arm, z=pick(rng, ["green", "green", "yellow"]))
    d.w("Vein diameter {vd} mm; catheter-to-vein ratio {r}%\n", vd="%.1f" % rng.uniform(3.6, 6.2), r=str(rng.randint(28, 45)))
    circ = rng.randint(24, 38)
    tot = rng.randint(36, 50)
    ext = rng.randint(0, 4)
    d.w("Arm circumference (10 cm above ACF): {ac} cm\nTrimmed length {tl} cm; external length {el} cm\n",
        ac=str(circ), tl=str(tot), el=str(ext))
    d.t("Technique: US-guided modified Seldinger, max barrier precautions, 2%% chlorhexidine in 70%% alcohol; attempts: %d\n" % pick(rng, [1, 1, 1, 2]))
    d.w("Tip confirmation: {t}\n", t=pick(rng, ["Sherlock 3CG ECG tip confirmation", "CXR: tip at cavoatrial junction",
                                              "ECG-guided (P-wave peak), no CXR needed", "fluoroscopy (IR)"]))
    d.w("Securement: {s}.  Dressing: {dr}.  Flushed 10 mL 0.9% NaCl push-pause.\n",
        s=pick(rng, ["StatLock", "SecurAcath", "Grip-Lok"]), dr=pick(rng, ["Tegaderm CHG", "IV3000", "BioPatch + Tegaderm"]))
    d.t("Complications: " + pick(rng, ["nil", "nil", "nil", "arterial puncture - pressure applied, no haematoma",
                                        "2 passes needed", "vasovagal, resolved"]) + "\n")
    if rng.random() < 0.4:
        hn(d, c, 1)
        d.t("\n")
    d.t("\nWEEKLY CARE LOG\n")
    d.t("Date      | Ext len | Arm circ | Site          | Dressing | Cap | Flush  | By\n")
    staff = [c.nurse, c.nurse2, c.vat]
    for i in range(rng.randint(3, 7)):
        day = I.add_days(ins, 7 * (i + 1) - rng.randint(0, 1))
        d.v(c.D(day))
        site = pick(rng, ["clean, dry", "clean, dry", "mild erythema <1 cm", "clean", "ooze - redressed", "clean, VIP 0"])
        d.t(" | %d cm    | %d cm    | %-13s | changed  | %s | %s | " % (
            ext + (1 if rng.random() < 0.08 else 0), circ + (1 if rng.random() < 0.1 else 0), site,
            pick(rng, ["Y", "Y", "N"]), pick(rng, ["OK", "OK", "sluggish->OK"])))
        who = pick(rng, staff)
        d.v(who.initials() if rng.random() < 0.7 else who.dotted())
        d.t("\n")
    if rng.random() < 0.45:
        rem = I.add_days(c.end, rng.randint(0, 2))
        d.w("\nREMOVAL: {dt} by ", dt=c.D(rem))
        d.v(pick(rng, staff).full())
        d.w(". Catheter intact, length {tl} cm as inserted. ", tl=str(tot))
        if rng.random() < 0.4:
            d.w("Tip sent for culture (lab no {s}). ", s=("IDNUM", I.idnum(rng, "specimen")))
        d.t("Pressure 5 min, occlusive dressing 24 h.\n")
    elif rng.random() < 0.5:
        d.t("\nLine problem noted: " + pick(rng, ["arm swelling - USS doppler requested (?DVT)",
                                                   "external length increased 3 cm - CXR ordered",
                                                   "occlusion, alteplase 2 mg instilled, patency restored"]) + "\n")
    d.t("\n")
    sig(d, c, c.vat, pick(rng, ["Vascular Access CNS", "VAT nurse", "Vascular access specialist", "PICC nurse"]))
    return d


def _crp_fix(row, v):
    if row[0] != "CRP":
        return row
    hi = float(row[3].split("-")[1])
    return (row[0], "%d" % v, row[2], row[3], "H" if v > hi else "")


def _lab_table(d, c, rows, lvl):
    d.t("Test            Result   Units          Ref range      Flag\n")
    for lab, val, unit, rr, flag in rows + ([lvl] if lvl else []):
        d.t("%-15s %-8s %-14s %-14s %s\n" % (lab, val, unit, rr, flag))


def bloods_review(rng, country, lower):
    c = Case(rng, country)
    d = Doc(rng, lower)
    week = rng.randint(1, max(1, c.weeks - 1))
    sample = I.add_days(c.start, 7 * week - rng.randint(0, 2))
    rev = I.add_days(sample, rng.randint(0, 1))
    d.w("{u}\n", u=("HOSPITAL", c.opat_unit))
    d.t(pick(rng, ["OPAT WEEKLY BLOODS & DRUG LEVEL REVIEW - week %d\n" % week, "Weekly monitoring review (wk %d)\n" % week,
                   "OPAT Results Review\n"]))
    pt_header(d, c)
    d.w("Regimen: {x}\nDay {n} of ~{t}\n", x=drug_line(c), n=str(7 * week), t=str(7 * c.weeks))
    d.t(rule(rng))
    event = None
    r = rng.random()
    if r < 0.12:
        event = "eosinophilia"
    elif r < 0.2:
        event = "neutropenia"
    elif r < 0.28 and c.level in ("vanc", "gent", "tobra", "amik"):
        event = "aki"
    elif r < 0.36 and c.level == "ck":
        event = "ck"
    elif r < 0.44 and c.level in L.LEVELS:
        event = "level_high"
    elif r < 0.5:
        event = "lft"
    want = {"hb", "wcc", "neut", "eos", "plt", "na", "k", "urea", "creat", "egfr", "alt", "alp", "bili", "crp"}
    if c.level == "ck":
        want.add("ck")
    if c.cat == "bone":
        want.add("esr")
    rows, lvl = L.panel(rng, country, week, event, want, c.level)
    d.w("Sample: {dt} {tm}   Lab no: {s}   Taken by: ", dt=c.D(sample), tm=time(rng), s=("IDNUM", I.idnum(rng, "specimen")))
    d.v(pick(rng, [c.nurse.initials(), c.nurse.full(), ("ORGANIZATION", c.homecare)]))
    d.t("\n\n")
    tr = L.trend_crp(rng, week + 1)
    rows = [_crp_fix(r, tr[-1]) for r in rows]
    _lab_table(d, c, rows, lvl)
    d.t("\nCRP trend: ")
    for i, v in enumerate(tr):
        d.v(c.Ds(I.add_days(c.start, 7 * i - 7)))
        d.t(" %d" % v + (" -> " if i < len(tr) - 1 else "\n"))
    d.t("\nINTERPRETATION\n")
    msg = {
        None: "Bloods satisfactory. CRP falling appropriately. Renal and liver function stable.",
        "eosinophilia": "New eosinophilia - ?drug-related (beta-lactam). No rash, no fever. Check for DRESS features; repeat in 3 days.",
        "neutropenia": "Neutropenia (neut < 1.0) - likely drug-induced. Discussed with ID consultant.",
        "aki": "AKI stage 1-2 - creatinine up from baseline. Hold dose, recheck level and U&E in 24 h.",
        "ck": "CK > 3x ULN on daptomycin - patient reports mild myalgia. Statin already held.",
        "level_high": "Drug level above target range - dose interval to be extended.",
        "lft": "ALT/ALP raised > 2x ULN - ?drug-induced liver injury; ceftriaxone/flucloxacillin suspected.",
    }[event]
    d.t(msg + " ")
    if lvl:
        d.w("{n} {v} {u} (target {rr}).", n=lvl[0], v=lvl[1], u=lvl[2], rr=lvl[3])
    d.t("\n\nPLAN\n")
    if event is None:
        d.t("- Continue current regimen, no change.\n")
    elif event in ("neutropenia", "lft", "eosinophilia"):
        d.w("- Switch to {alt}, discussed with ", alt=pick(rng, ["teicoplanin", "daptomycin", "oral " + c.oral.split(" (")[0]]))
        d.v(c.id_cons.dr())
        d.t("\n")
    else:
        d.t("- Dose adjusted: " + pick(rng, ["interval extended to 48-hourly", "dose reduced by 25%",
                                              "omit next dose, re-level before next"]) + "\n")
    d.w("- Next bloods due {dt} ({wd})\n", dt=c.D(I.add_days(sample, 7)), wd=pick(rng, ["via " + c.dn_long, "at clinic", "by home infusion nurse"]))
    d.t("- Patient informed by phone on ")
    d.v(c.D(rev))
    d.w(" ({p})", p=("PHONE", c.mobile))
    if rng.random() < 0.5:
        d.t("; message left with " + c.nok_rel + " ")
        d.v(c.nok.firstname())
    d.t("\n")
    if rng.random() < 0.5:
        d.w("- Results copied to {gw} ", gw=c.gp_word())
        d.v(c.gp.dr())
        d.w(", {p} (fax {f})\n", p=("HOSPITAL", c.practice), f=("FAX", c.gp_fax))
    if rng.random() < 0.3:
        hn(d, c, 1)
        d.t("\n")
    d.t("\n")
    who = c.pharm if rng.random() < 0.6 else c.id_cons
    sig(d, c, who, "OPAT pharmacist" if who is c.pharm else c.id_title, date=rev)
    return d


def mdt_minutes(rng, country, lower):
    c0 = Case(rng, country)
    d = Doc(rng, lower)
    mdt = c0.start
    d.w("{h}\n", h=("HOSPITAL", c0.hospital))
    d.t(pick(rng, ["VIRTUAL OPAT MDT - MINUTES\n", "OPAT Multidisciplinary Team Meeting (virtual) - Minutes\n",
                   "Bone & Joint / OPAT virtual MDT - minutes\n"]))
    d.w("Date: {dt}   13:00-14:{m}   Platform: video call - {u}\n", dt=("DATE", "%s %s" % (I.WDAYS[mdt.weekday()], I.fmt_date(mdt, c0.style))),
        m=pick(rng, ["00", "10", "15", "30"]), u=("URL", I.url(rng, "meet")))
    d.t("Chair: ")
    d.v(c0.id_cons.dr_full())
    d.t(" (ID)   Minutes: ")
    d.v(c0.nurse2.full())
    d.w(" (user {u})\n", u=("USERNAME", c0.nurse2.user))
    d.t("Present: ")
    d.v(c0.nurse.full())
    d.t(" (OPAT CNS), ")
    d.v(c0.pharm.full())
    d.t(" (antimicrobial pharmacist), ")
    d.v(c0.ref_cons.dr())
    d.t(" (" + pick(rng, ["orthopaedics", "cardiology", "microbiology", "podiatry"]) + "), ")
    d.v(c0.vat.full())
    d.t(" (VAT)\nApologies: ")
    d.v(c0.gp.dr())
    d.t("\n" + rule(rng))
    n = rng.randint(3, 6)
    for i in range(n):
        c = c0 if i == 0 else Case(rng, country, anchor=I.add_days(mdt, -rng.randint(7, 40)))
        d.t("%d. " % (i + 1))
        d.v(c.name_lf() if rng.random() < 0.6 else c.name_full())
        d.t(" (")
        d.v(("MRN", c.mrn) if country != "UK" or rng.random() < 0.5 else ("MRN", c.nhs))
        d.w(") {a}{s} - {dx}\n", a=c.age_v(), s=c.sex, dx=c.dx)
        wk = rng.randint(1, c.weeks)
        d.w("   Wk {w}/{t} {drug} {dose} {f}. ", w=str(wk), t=str(c.weeks), drug=c.drug, dose=c.dose, f=c.freq)
        d.t("CRP %d -> %d. " % (rng.randint(40, 200), rng.randint(2, 60)))
        issue = pick(rng, ["No issues.", "Line occluded x1, alteplase.", "Mild eosinophilia.", "Missed clinic visit.",
                           "Wound still discharging - ortho r/v.", "Rash day 10, settling.", "Pt keen to stop early.",
                           "PICC site erythema, swab sent.", "Fell at home, no injury.", "Trough 23 - dose reduced."])
        d.t(issue + "\n   Outcome: ")
        oc = rng.randrange(4)
        if oc == 0:
            d.w("complete IV on {dt}, then {o}.\n", dt=c.D(c.end), o=c.oral)
        elif oc == 1:
            d.w("continue; repeat imaging {dt}.\n", dt=c.D(I.add_days(mdt, rng.randint(10, 30))))
        elif oc == 2:
            d.t("early oral switch (OVIVA) - ")
            d.v(c0.pharm.initials())
            d.t(" to counsel.\n")
        else:
            d.w("extend to {t} wk; review at MDT {dt}.\n", t=str(c.weeks + 2), dt=c.Ds(I.add_days(mdt, 14)))
        if rng.random() < 0.35:
            d.t("   Action: ")
            d.v(pick(rng, [c0.nurse, c0.nurse2, c0.vat]).initials())
            tail = rng.randrange(3)
            if tail == 0:
                d.t(" to inform %s " % c.gp_word())
                d.v(c.gp.dr())
            elif tail == 1:
                d.w(" to call {p} on {ph}", p=c.name_title(), ph=("PHONE", c.home_phone))
            else:
                d.t(" to " + pick(rng, ["liaise with ", "update ", "email "]))
                d.v(("ORGANIZATION", c.homecare))
            d.t("\n")
        if rng.random() < 0.25:
            d.t("   ")
            hn(d, c, 1, sep="\n")
    d.t(rule(rng))
    nref = rng.randint(2, 9)
    d.t("New referrals this week: %d (%d accepted). Discharges: %d.\n" % (nref, rng.randint(1, nref), rng.randint(1, 6)))
    d.t("AOB: " + pick(rng, ["line infection audit Q3 - 0.8/1000 catheter days.", "BSAC OPAT outcomes registry submission due.",
                             "new elastomeric supplier from next month.", "none."]) + "\n")
    d.w("Next MDT: {dt}\n", dt=c0.Dw(I.add_days(mdt, 7)))
    return d
