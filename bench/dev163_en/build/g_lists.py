"""Genres: cross-cover sign-out list, interdisciplinary rounds checklist, medication reconciliation."""
import case as casemod
import clin
import common
import phi
import places


def _minis(c, n):
    r = c.rng
    out = []
    for scen in r.sample(clin.S, n):
        out.append(casemod.Mini(r, c, scen))
    return out


def _mname(r, m, style=None):
    style = style or r.choice(["LFM", "lf", "LF", "fi_l", "lf", "fl"])
    return ("PATIENT", m.pt.form(style))


def _mage(r, m):
    k = r.randrange(4)
    if k == 0:
        return [("AGE", str(m.age)), m.sex]
    if k == 1:
        return [("AGE", str(m.age)), " " + m.sex]
    if k == 2:
        return [("AGE", str(m.age)), "yo" + m.sex]
    return [("AGE", str(m.age)), " y/o " + ("M" if m.sex == "M" else "F")]


def signout(d, c):
    r = c.rng
    day, nf = c.stf("res"), c.stf("nf")
    n = r.randint(4, 9)
    ms = _minis(c, n)
    layout = r.randrange(4)
    dt = phi.D(c.adm, r.choice([c.ds, "wd_long", "wd_md", c.dss]))
    d.ln("{h} - {t} - {x} - {dt}", h=c.hname(False), t=c.team.upper() if r.random() < 0.5 else c.team,
         x=r.choice(["CROSS-COVER SIGN-OUT", "Night Sign-out (I-PASS)", "Handoff list", "Weekend cross-cover list"]), dt=dt)
    d.ln("From: {a} (pgr {p1})  ->  To: {b} (pgr {p2})", a=c.doc(day, "fl"), p1=c.pgr(day), b=c.doc(nf, "fl"), p2=c.pgr(nf))
    d.ln("Census {n} | Attending on call: {att} {ph}", n=str(n), att=c.doc(c.stf("att"), "dr_l"),
         ph=("PHONE", phi.phone_num(r, c.area, "dash")) if r.random() < 0.5 else "via switchboard")
    d.nl()
    if layout == 1:
        d.ln("| Rm | Patient | Age | MRN | Dx | Code | To do | If / then |")
        d.ln("|----|---------|-----|-----|----|------|-------|-----------|")
    elif layout == 2:
        d.ln("room\tname\tage_sex\tmrn\tadmit\tcode\tsummary\ttodo\tcontingency")
    for i, m in enumerate(ms):
        s = m.scen
        so = s["so"]
        if layout == 0:
            d.ln("[{i}] Rm {rm}  {nm}  {ag}  MRN {mrn}  Adm {ad}  {code}", i=str(i + 1), rm=("LOCATION_OTHER", m.room),
                 nm=_mname(r, m, "LFM"), ag=_mage(r, m), mrn=("MRN", m.mrn), ad=phi.D(m.adm, c.dss), code=m.code.upper())
            d.ln("  I: " + r.choice(["Stable", "Watcher", "Watcher", "Unstable", "Stable"]))
            d.f("  P: ")
            d.add(_mage(r, m))
            d.f(" w/ " + s["pmh"][0] + ", adm for " + s["short"] + ". " + so[0] + ".")
            d.nl()
            d.ln("  A: ")
            for t in so[1]:
                d.f("   [ ] " + t)
                d.nl()
            d.ln("  S: ")
            for t in so[2]:
                d.ln("   - " + t)
            if r.random() < 0.55:
                d.ln("  Contact: {rel} {fn} {ph}", rel=m.famrel, fn=("FAMILY", m.fam.form(r.choice(["f", "fl"]))),
                     ph=("PHONE", m.famphone))
            if r.random() < 0.2:
                d.ln("  Consults: {sp} ({dr}, pgr {pg})", sp=s["consult"][0], dr=["Dr. ", ("DOCTOR", casemod.make_person(r, c.country).last)],
                     pg=("PHONE", phi.pager(r, c.area)))
            d.nl()
        elif layout == 1:
            d.f("| {rm} | {nm} | {ag} | {mrn} | {dx} | {code} | ", rm=("LOCATION_OTHER", m.room), nm=_mname(r, m),
                ag=_mage(r, m), mrn=("MRN", m.mrn), dx=s["short"], code=m.code)
            d.f("; ".join(so[1]))
            d.add(" | ")
            d.add("; ".join(so[2][:1]))
            if r.random() < 0.4:
                d.f(" (call {rel} {fn} {ph})", rel=m.famrel, fn=("FAMILY", m.fam.form("f")), ph=("PHONE", m.famphone))
            d.ln(" |")
        elif layout == 2:
            d.f("{rm}\t{nm}\t{ag}\t{mrn}\t{ad}\t{code}\t", rm=("LOCATION_OTHER", m.room), nm=_mname(r, m, "LF"),
                ag=[("AGE", str(m.age)), m.sex], mrn=("MRN", m.mrn), ad=phi.D(m.adm, "iso" if c.country == "CA" else "us"),
                code=m.code)
            d.f(so[0] + "\t")
            d.f("; ".join(so[1]))
            d.ln("\t" + so[2][0])
        else:
            d.f("{rm} {nm} {ag} - {dx} - ", rm=("LOCATION_OTHER", m.room), nm=_mname(r, m, r.choice(["L", "lf", "fi_l"])),
                ag=_mage(r, m), dx=s["short"])
            d.f(so[1][0])
            d.f("; " + so[2][0] + ". ")
            d.add(m.code.replace("Full", "FC") + ".")
            if r.random() < 0.5:
                d.f(" {rel} {fn} {ph}", rel=m.famrel.capitalize(), fn=("FAMILY", m.fam.form("f")), ph=("PHONE", m.famphone))
            d.nl()
    d.nl()
    k = r.randrange(3)
    if k == 0:
        d.ln("Synthesis by receiver: read back done {hh}. Questions -> {a} cell {ph}.", hh="%02d:%02d" % (r.randint(17, 19), r.randrange(60)),
             a=c.doc(day, "f"), ph=("PHONE", phi.phone_num(r, c.area)))
    elif k == 1:
        d.ln("Pending admissions from ED: {n} ({ag}, {dx}) - bed {b} assigned", n=("PATIENT", casemod.make_person(r, c.country).form("lf")),
             ag=[("AGE", str(r.randint(30, 95))), r.choice(["M", "F"])], dx=r.choice(clin.S)["short"],
             b=("LOCATION_OTHER", c.room_number()))
    else:
        d.ln("Updated by {u} at {hh}", u=("USERNAME", day.user), hh="%02d%02d" % (r.randint(16, 19), r.randrange(60)))


def idr(d, c):
    r = c.rng
    when = phi.plus(c.adm, r.randint(1, 3))
    att, cm, sw, rn, pt, ph = c.stf("att"), c.stf("cm"), c.stf("sw"), c.stf("charge"), c.stf("pt"), c.stf("pharm")
    multi = r.random() < 0.6
    d.ln("{t} - {u} - {dt} {hh}", t=r.choice(["INTERDISCIPLINARY ROUNDS", "IDR Checklist", "Interprofessional Bullet Rounds",
                                               "Daily Care Coordination Huddle"]),
         u=c.unitref(), dt=phi.D(when, r.choice([c.ds, "wd_long", c.dss])), hh=r.choice(["10:30", "0945", "11:00", "1015"]))
    d.f("Present: ")
    people = [(att, "hospitalist"), (rn, "charge RN"), (cm, "CM"), (sw, "SW"), (pt, "PT"), (ph, "pharmacy")]
    r.shuffle(people)
    for i, (s, role) in enumerate(people[:r.randint(4, 6)]):
        if i:
            d.add(", ")
        d.add(c.doc(s, r.choice(["fl", "f", "fl_cred"])), " (" + role + ")")
    d.nl(2)
    if multi:
        ms = _minis(c, r.randint(4, 8))
        if r.random() < 0.5:
            d.ln("room,patient,mrn,los,edd,foley,central_line,tele,mobility,dispo,barrier,owner")
            for m in ms:
                los = (when - m.adm).days + 1
                d.f("{rm},{nm},{mrn},{los},{edd},{fo},{cl},{te},{mob},{dis},{bar},",
                    rm=("LOCATION_OTHER", m.room), nm=("PATIENT", m.pt.form("fl")),
                    mrn=("MRN", m.mrn), los=str(los), edd=phi.D(phi.plus(when, r.randint(0, 4)), "iso" if c.country == "CA" else "mdz"),
                    fo=r.choice(["Y", "N", "N"]), cl=r.choice(["N", "PICC", "N", "IJ CVC"]), te=r.choice(["Y", "N"]),
                    mob=r.choice(["AMPAC 18", "indep", "1 assist", "walker", "bed-bound"]),
                    dis=r.choice(["home", "home w/ HHC", "SNF", "rehab", "LTC", "shelter", "home hospice"]),
                    bar=r.choice(["none", "insurance auth", "O2 qual", "placement", "family meeting", "ride", "awaiting MRI"]))
                d.add(c.doc(r.choice([cm, sw, att]), "f"))
                d.nl()
        else:
            for m in ms:
                los = (when - m.adm).days + 1
                d.ln("Rm {rm} | {nm} | {ag} | LOS {los} | EDD {edd}", rm=("LOCATION_OTHER", m.room), nm=_mname(r, m),
                     ag=_mage(r, m), los=str(los), edd=phi.D(phi.plus(when, r.randint(0, 4)), r.choice([c.dss, "wd_md" if c.country == "US" else "wd_dmon3"])))
                d.ln("  [{a}] Foley  [{b}] central line  [{t}] tele needed  VTE ppx: {v}", a=r.choice(["x", " ", " "]),
                     b=r.choice(["x", " ", " "]), t=r.choice(["x", " "]), v=r.choice(["enox", "heparin SC", "on DOAC", "SCDs"]))
                d.ln("  Dx: {dx}; PT/OT: {p}; barrier: {b}", dx=m.scen["short"], p=r.choice(["home no needs", "home w/ services", "SNF", "pending"]),
                     b=r.choice(["none", "SNF bed offer pending", "needs insurance auth", "transport", "family to bring clothes",
                                 "awaiting echo", "IV abx plan"]))
                if r.random() < 0.35:
                    d.ln("  Referral sent to {f} (fax {fx})", f=("HOSPITAL", r.choice(places.SNF[c.country])),
                         fx=("FAX", phi.phone_num(r, c.area)))
                if r.random() < 0.3:
                    d.ln("  Update {rel} {fn} at {ph}", rel=m.famrel, fn=("FAMILY", m.fam.form("fl")), ph=("PHONE", m.famphone))
                d.nl()
    else:
        s = c.scen
        d.ln("Patient: {n}   MRN {m}   {ag}   Rm {rm}", n=c.P("LFM"), m=("MRN", c.mrn), ag=c.age_piece("compact"),
             rm=("LOCATION_OTHER", c.room))
        d.ln("Admit {a}  |  LOS {los}  |  EDD {e}  |  Dx: {dx}", a=c.Ds(c.adm), los=str((when - c.adm).days + 1),
             e=c.Ds(c.dc), dx=s["dx"])
        d.nl()
        for item in ["Foley catheter indicated?", "Central line / PICC indicated?", "Telemetry still indicated?",
                     "VTE prophylaxis ordered?", "Glycemic control at goal?", "Mobility goal met today?",
                     "Pressure injury risk (Braden) reviewed?", "Diet order appropriate?", "Pain controlled?"]:
            d.ln("[{x}] {i}", x=r.choice(["x", "x", " ", "N/A"]), i=item)
        d.nl()
        d.ln("Nursing: {x}", x=r.choice(["ambulating in hall x2", "Morse 55, bed alarm on", "CAM negative", "refused AM labs"]))
        d.ln("PT: {p}. OT: {o}.", p=r.choice(["recommends home with 24 h supervision", "rolling walker, home PT", "SNF level"]),
             o=r.choice(["shower chair", "no needs", "cognitive screen MoCA 21/30"]))
        d.ln("Pharmacy ({ph}): renal dosing reviewed; {x}", ph=c.doc(ph, "f"), x=r.choice(["IV to PO abx tomorrow", "no interactions", "warfarin education done"]))
        d.ln("SW/CM: {ins} {lab} {hp}; " + r.choice(["auth requested for SNF, ref {i}", "home care referral {i} sent",
                                                       "rehab application {i} submitted"]),
             ins=("ORGANIZATION", r.choice(places.INSURERS[c.country])), lab=c.hp_label,
             hp=("HEALTHPLAN", c.hp), i=("IDNUM", phi.accession(r, "referral", c.adm.year % 100)))
        d.ln("Family: {f} ({ph}) aware of EDD; meeting {dt} 14:00", f=c.famref(0), ph=("PHONE", c.fam(0)["phone"]),
             dt=c.Ds(phi.plus(when, 1)))
        if r.random() < 0.5:
            d.ln("Transport home: {rel} to pick up in own car, plate {pl}", rel=c.famref(0, "f"),
                 pl=("VEHICLE", phi.plate(r, c.country)))
    d.nl()
    d.ln("Recorded by {n} ({u})", n=c.doc(cm, "fl_cred"), u=("USERNAME", cm.user))


INDIC = [("furosemide", "HF"), ("torsemide", "HF"), ("sacubitril", "HF"), ("metoprolol", "HF/rate"), ("spironolactone", "HF"),
         ("apixaban", "AF/VTE"), ("warfarin", "AF"), ("statin", "lipids"), ("metformin", "DM"), ("insulin", "DM"),
         ("empagliflozin", "DM"), ("gliclazide", "DM"), ("tiotropium", "COPD"), ("fluticasone", "COPD"), ("albuterol", "COPD/asthma"),
         ("salbutamol", "asthma"), ("budesonide", "asthma"), ("amlodipine", "HTN"), ("lisinopril", "HTN"), ("losartan", "HTN"),
         ("ramipril", "HTN"), ("hydrochlorothiazide", "HTN"), ("chlorthalidone", "HTN"), ("sertraline", "depression"),
         ("citalopram", "depression"), ("alendronate", "osteoporosis"), ("risedronate", "osteoporosis"), ("acetaminophen", "pain"),
         ("aspirin", "CAD"), ("naproxen", "OA pain"), ("omeprazole", "GERD"), ("allopurinol", "gout"), ("tamsulosin", "BPH/retention"),
         ("levothyroxine", "hypothyroid"), ("nitrofurantoin", "UTI ppx"), ("donepezil", "dementia"), ("ondansetron", "nausea"),
         ("norgestimate", "contraception"), ("cetirizine", "allergy"), ("lactulose", "HE"), ("nadolol", "varices"),
         ("quetiapine", "sleep/agitation"), ("oxybutynin", "OAB"), ("calcium", "bone health"), ("vitamin", "supplement"),
         ("oxycodone", "pain"), ("metoclopramide", "gastroparesis"), ("ibuprofen", "pain")]


def indication(name):
    low = name.lower()
    for k, v in INDIC:
        if k in low:
            return v
    return "other"


def split_med(m):
    toks = m.split(" ")
    idx = next((i for i, t in enumerate(toks) if t[:1].isdigit()), len(toks))
    name = " ".join(toks[:idx]) or m
    dose = " ".join(toks[idx:idx + 2])
    freq = " ".join(t for t in toks[idx + 2:] if t not in ("PO", "SC", "inhaled")) or "daily"
    return name, dose, freq.replace(",", ";")


def _prescriber(c):
    r = c.rng
    if r.random() < 0.5:
        return c.pcp
    return c.stf("cons", r.choice(["cardio", "endo", "psych", "pulm", "neph"]))


def med_rec(d, c):
    r = c.rng
    s = c.scen
    ph = c.stf("pharm")
    variant = r.randrange(3)
    when = c.adm if variant != 1 else c.dc
    title = "MEDICATION RECONCILIATION - " + ("DISCHARGE" if variant == 1 else "ADMISSION")
    if r.random() < 0.5:
        common.header(d, c, r.choice([1, 3, 4]), title=title)
    else:
        d.ln(title)
        d.ln("{n} | {ag} | MRN {m} | DOB {dob} | {h}", n=c.P("LF"), ag=c.age_piece("compact"), m=("MRN", c.mrn),
             dob=c.Dt(c.dob), h=c.hname(False))
        d.nl()
    if r.random() < 0.4:
        d.ln("Identity verified: name/DOB + palm-vein scan (biometric ID {b})", b=("BIOID", phi.bioid(r)))
    d.ln("Sources of information:")
    d.ln("  1. Patient interview ({x})", x=r.choice(["reliable", "limited, confused", "via interpreter", "good historian"]))
    d.ln("  2. {f} - brought pill bottles / blister packs", f=c.famref(0))
    d.ln("  3. Community pharmacy: {p}, {ph}, fill history last 90 days", p=("HOSPITAL", c.pharmacy),
         ph=("PHONE", phi.phone_num(r, c.home[4])))
    if c.country == "CA":
        d.ln("  4. {x} profile reviewed {dt}", x=r.choice(["DIS", "PharmaNet", "Netcare", "DPV"]), dt=c.Dt(when))
    else:
        d.ln("  4. PCP med list from {cl}, faxed {dt} ({fx})", cl=("HOSPITAL", c.clinic), dt=c.Ds(when), fx=("FAX", c.pcp.fax))
    d.nl()
    meds = list(s["meds"])
    if r.random() < 0.4:
        meds.append("oxycodone 5 mg PO q6h PRN")
    if variant == 0:
        d.ln("%-40s %-14s %-18s %s" % ("Home medication", "Last dose", "Prescriber", "Admission action"))
        for m in meds:
            pr = _prescriber(c)
            last = phi.plus(c.adm, -r.randint(0, 3))
            d.add("%-40s " % m[:40])
            txt = phi.fdate(last, c.dss)
            d.add(("DATE", txt), " " * max(1, 14 - len(txt)))
            nm = pr.p.form("fi_l")
            d.add("Dr. ", ("DOCTOR", nm), " " * max(1, 14 - len(nm)))
            d.ln(r.choice(["continue", "continue", "HOLD", "modify", "substitute (formulary)", "discontinue"]))
    elif variant == 1:
        d.ln("medication,dose,route,frequency,status,indication,next_dose")
        for m in meds:
            name, dose, freq = split_med(m)
            status = "CONTINUE"
            for act, ch in s["changes"]:
                if name.split(" ")[0].lower() in ch.lower():
                    status = act
            d.ln(",".join([name, dose, "SC" if " SC " in m else ("INH" if "inh" in m or "puff" in m else "PO"), freq,
                           status, indication(name), "-" if status in ("STOPPED", "HELD") else
                           r.choice(["tonight", "tomorrow AM", "08:00", "20:00"])]))
        for act, m in s["changes"]:
            d.ln("{m},,PO,,{a},per team,", m=m.replace(",", ";"), a=act)
    else:
        for i, m in enumerate(meds):
            d.ln("{i}) {m} - last taken {dt} - {a}", i=str(i + 1), m=m, dt=phi.D(phi.plus(c.adm, -r.randint(0, 2)),
                                                                                 r.choice([c.dss, "weekday"])),
                 a=r.choice(["verified", "verified (bottle)", "not taking x2 wk", "taking differently than prescribed"]))
    d.nl()
    d.ln("Discrepancies / notes:")
    k = r.randrange(3)
    if k == 0:
        d.ln("- Bottle label Rx #{rx} filled {dt} qty 30 - patient taking once daily instead of BID.",
             rx=("IDNUM", phi.accession(r, "rx")), dt=c.Ds(phi.plus(c.adm, -r.randint(5, 40))))
    elif k == 1:
        d.ln("- {pr} (outside prescriber) started new agent on {dt}; not on PCP list. Called office {ph}, left message.",
             pr=c.doc(_prescriber(c), "dr_fl"), dt=c.Ds(phi.plus(c.adm, -r.randint(5, 40))), ph=("PHONE", c.pcp.phone))
    else:
        d.ln("- Controlled substance: oxycodone last filled {dt}; prescriber {pr}, NPI {npi}, DEA {dea}.",
             dt=c.Ds(phi.plus(c.adm, -r.randint(3, 25))), pr=("DOCTOR", c.pcp.p.form("fl")), npi=("LICENSE", phi.npi(r)),
             dea=("LICENSE", phi.dea(r, c.pcp.p.last))) if c.country == "US" else \
            d.ln("- Narcotic monitoring: last fill {dt}, prescriber {pr} (" + common.college(c) + "{lic}).",
                 dt=c.Ds(phi.plus(c.adm, -r.randint(3, 25))), pr=("DOCTOR", c.pcp.p.form("fl")),
                 lic=("LICENSE", phi.med_license(r, "CA")))
    d.ln("- Allergies reviewed: " + r.choice(clin.ALLERGIES))
    if r.random() < 0.3:
        common.device_line(d, c, "- Home device on file")
    d.nl()
    d.ln("Reconciled by: {p} | {dt} | reviewed with {md}", p=c.doc(ph, "fl_cred"), dt=c.Dt(when),
         md=c.doc(c.stf(r.choice(["res", "int"])), "dr_l"))
    if r.random() < 0.4:
        d.ln("Omnicell override reviewed; RN fingerprint ID {b}", b=("BIOID", phi.bioid(r)))
    if r.random() < 0.3:
        common.audit(d, c, ph, when)
