"""Genres: admission history and physical; daily progress note."""
import clin
import common
import phi

SURG = ["appendectomy", "cholecystectomy", "TKA right", "hernia repair", "C-section", "TURP", "hysterectomy",
        "L hip ORIF", "cataract surgery OU", "tonsillectomy"]


def _oneliner(d, c, style):
    s = c.scen
    pm = s["pmh"][:3]
    d.f("{pt} is ", pt=c.mrname() if style == 0 else c.P("fl"))
    d.add(c.age_piece("yearold" if style == 0 else c.rng.choice(["yearold", "words", "yo_slash"]), art=True))
    d.add(" with a history of ")
    for i, p in enumerate(pm):
        if i:
            d.add(", " if i < len(pm) - 1 else " and ")
        d.f(p)
    d.f(" who presents with {cc}.", cc=s["cc"])


def _pmh(d, c, bullet="- "):
    for p in c.scen["pmh"]:
        d.f(bullet + p)
        d.nl()


def _psh(d, c):
    r = c.rng
    for _ in range(r.randint(1, 3)):
        k = r.randrange(3)
        sx = r.choice([x for x in SURG if x not in (("C-section", "hysterectomy") if c.sex == "M" else ("TURP",))])
        if k == 0:
            d.ln("- {sx} ({y})", sx=sx, y=phi.D(phi.plus(c.adm, -r.randint(400, 12000)), "year"))
        elif k == 1:
            d.ln("- {sx} at age {a}", sx=sx, a=("AGE", str(r.randint(8, max(9, c.age - 1)))))
        else:
            d.ln("- {sx}, {y}, {h}", sx=sx, y=phi.D(phi.plus(c.adm, -r.randint(400, 9000)), "mon3_year"),
                 h=("HOSPITAL", r.choice(["Tillman Community Hospital", c.ohosp, c.hosp["name"]])))


def _fhx(d, c):
    r = c.rng
    k = r.randrange(3)
    if k == 0:
        d.ln("Father died at {a} of {x}. Mother alive at {b} with {y}.", a=("AGE", str(r.randint(48, 88))),
             x=r.choice(["MI", "stroke", "lung cancer", "COPD"]), b=("AGE", str(min(104, c.age + r.randint(20, 30)))),
             y=r.choice(["dementia", "HTN", "breast cancer hx"]))
    elif k == 1:
        d.ln("FHx: {a}; {b}. Brother with T2DM dx at {ag}.", a=r.choice(clin.FHX), b=r.choice(clin.FHX),
             ag=("AGE", str(r.randint(30, 60))))
    else:
        d.ln("Noncontributory. ({a})", a=r.choice(clin.FHX))


def _ap(d, c, terse=False):
    for prob, items in c.scen["ap"]:
        d.ln(("# " if not terse else "") + prob)
        for it in items:
            d.f("  - " + it if not terse else "- " + it)
            d.nl()


def _ppx(d, c):
    r = c.rng
    d.ln("FEN: {x}", x=r.choice(["cardiac diet, 2 g Na", "regular diet", "NPO after midnight", "diabetic diet, replete lytes PRN",
                                 "clear liquids, advance as tolerated"]))
    d.ln("PPx: {x}", x=r.choice(["enoxaparin 40 mg SC daily", "heparin 5000 units SC q8h", "SCDs (bleeding)", "on therapeutic AC"]))
    k = r.randrange(3)
    if k == 0:
        d.ln("Code status: {cs} (discussed with patient on admission)", cs=r.choice(["Full code", "DNR/DNI", "Full"]))
    elif k == 1:
        d.ln("Code: {cs}, confirmed with {f} by phone {ph}", cs=r.choice(["DNR/DNI", "Full code", "DNR, OK for ICU"]),
             f=c.famref(0), ph=("PHONE", c.fam(0)["phone"]))
    else:
        d.ln("Goals of care: {cs}. MOLST on file dated {dt}.", cs=r.choice(["DNR/DNI", "comfort-focused, no ICU", "full treatment"]),
             dt=phi.D(c.prior_date, c.ds))
    d.ln("HCP/SDM: {f} ({rel}) {ph}", f=("FAMILY", c.fam(0)["p"].form("fl")), rel=c.fam(0)["rel"], ph=("PHONE", c.fam(0)["phone"]))


def admission_hp(d, c):
    r = c.rng
    s = c.scen
    res, intern, att = c.stf("res"), c.stf("int"), c.stf("att")
    variant = r.randrange(3)
    hh = "%02d%02d" % (r.randint(0, 23), r.randrange(60))
    if variant < 2:
        common.header(d, c, r.choice([0, 1, 3, 5]))
        d.ln(r.choice(["ADMISSION HISTORY AND PHYSICAL", "Admission H&P - General Internal Medicine", "HISTORY & PHYSICAL (ADMISSION)",
                       "GIM Admission Note"]))
        d.ln("Date of service: {dt} {hh}", dt=c.Dt(c.adm), hh=hh)
        d.ln("Team: {t} | Attending: {a} | Senior: {rs} (pager {p}) | Junior: {i}", t=c.team, a=c.doc(att, "dr_l"),
             rs=c.doc(res, "fl"), p=c.pgr(res), i=c.doc(intern, r.choice(["fl", "dr_l"])))
        if r.random() < 0.5:
            d.ln("Source: transfer from {oh} ED, accepted by {a}", oh=("HOSPITAL", c.ohosp), a=c.doc(att, "dr_l"))
        else:
            d.ln("Source: {h} ED", h=c.hname(False))
        d.ln("PCP: {p}, {cl}, tel {ph}, fax {fx}", p=c.doc(c.pcp, "dr_fl"), cl=("HOSPITAL", c.clinic),
             ph=("PHONE", c.pcp.phone), fx=("FAX", c.pcp.fax))
        d.ln("Historian: patient, {f}; chart review incl. {oh} records", f=c.famref(0), oh=("HOSPITAL", c.ohosp))
        if r.random() < 0.25:
            d.ln("Registration: identity confirmed by palm-vein scan (ID {b}); {hl} {hp}", b=("BIOID", phi.bioid(r)),
                 hl=c.hp_label, hp=("HEALTHPLAN", c.hp))
        d.nl()
        d.ln("CHIEF COMPLAINT: \"{cc}\"", cc=s["cc"].capitalize())
        d.nl()
        d.ln("HISTORY OF PRESENT ILLNESS:")
        _oneliner(d, c, 0)
        d.add(" ")
        for h in s["hpi"]:
            d.f(h)
            d.add(" ")
        d.nl(2)
        d.f(s["ed"])
        d.nl(2)
        d.ln("PAST MEDICAL HISTORY:")
        _pmh(d, c)
        d.ln("PAST SURGICAL HISTORY:")
        _psh(d, c)
        d.nl()
        d.ln("MEDICATIONS (reconciled with {ph} on {dt}):", ph=("HOSPITAL", c.pharmacy), dt=c.Ds(c.adm))
        common.med_lines(d, s["meds"])
        d.ln("ALLERGIES: {a}", a=r.choice(clin.ALLERGIES))
        d.nl()
        d.ln("SOCIAL HISTORY:")
        common.social(d, c)
        d.nl()
        d.ln("FAMILY HISTORY:")
        _fhx(d, c)
        d.nl()
        d.ln("REVIEW OF SYSTEMS: positive as per HPI. " + " ".join(r.sample(clin.ROS_NEG, 3)))
        d.nl()
        d.ln("PHYSICAL EXAM:")
        d.ln("Vitals: " + r.choice(clin.DEFAULT_VITALS))
        for e in s["exam"]:
            d.ln("- " + e)
        if s["key"] in clin.EXTRA_EXAM:
            d.ln("- " + clin.EXTRA_EXAM[s["key"]])
        d.nl()
        d.ln("LABS:")
        common.labs_table(d, c, 1 if r.random() < 0.5 else 2)
        d.ln("IMAGING:")
        for im in s["imaging"]:
            d.ln("- " + im)
        if r.random() < 0.5:
            d.ln("Blood cultures x2 sent, accession {a} / {b}", a=("IDNUM", phi.accession(r, "micro", c.adm.year % 100)),
                 b=("IDNUM", phi.accession(r, "micro", c.adm.year % 100)))
        if r.random() < 0.4:
            common.device_line(d, c, "Implanted/home device")
        d.nl()
        d.ln("ASSESSMENT AND PLAN:")
        _oneliner(d, c, 1)
        d.f(" Admitted for {dx}.", dx=s["dx"])
        d.nl(2)
        _ap(d, c)
        _ppx(d, c)
        d.ln(r.choice(["Dispo: home with family when medically ready, EDD {e}", "Dispo: likely home; PT/OT to assess, EDD {e}",
                       "Dispo: TBD, may need rehab; CM consulted; EDD {e}"]), e=c.Ds(phi.plus(c.adm, c.los)))
        d.nl()
        common.sign(d, c, intern if r.random() < 0.6 else res, c.adm, att=att if r.random() < 0.6 else None)
        if r.random() < 0.25:
            common.audit(d, c, when=c.adm)
    else:
        # terse overnight admit note
        d.ln("{h} - {t} - NIGHT ADMIT", h=c.hname(False), t=c.team)
        d.ln("{n} | {ag} | MRN {m} | {u} rm {rm} | {dt}", n=c.P("LF"), ag=c.age_piece("compact"), m=("MRN", c.mrn),
             u=c.unitref(), rm=("LOCATION_OTHER", c.room), dt=c.Ds(c.adm))
        d.nl()
        d.ln("CC: " + s["cc"])
        d.f("HPI: ")
        d.add(c.age_piece(r.choice(["yo", "compact", "yof"])))
        d.add(" w/ ")
        d.f("; ".join(s["pmh"][:3]))
        d.f(" p/w {cc}. ", cc=s["cc"])
        for h in s["hpi"][:2]:
            d.f(h)
            d.add(" ")
        d.nl()
        d.f(s["ed"] if s["ed"].startswith("ED") else "ED: " + s["ed"])
        d.nl()
        d.ln("PMH: see above + " + ("; ".join(s["pmh"][3:]) or "nil else"))
        d.ln("Meds: " + ", ".join(s["meds"][:5]) + (" ..." if len(s["meds"]) > 5 else ""))
        d.ln("All: " + r.choice(clin.ALLERGIES))
        common.social(d, c, terse=True)
        d.ln("PE: " + r.choice(clin.DEFAULT_VITALS) + ". " + "; ".join(s["exam"]))
        d.ln("Labs: " + ", ".join("%s %s" % (n, v[0]) for n, v in s["labs"] if v[0]))
        d.ln("Imaging: " + s["imaging"][0])
        d.nl()
        d.ln("A/P: " + s["dx"])
        _ap(d, c, terse=True)
        d.ln("Code: {cs}. Contact: {f} {ph}", cs=r.choice(["FC", "Full", "DNR/DNI"]), f=c.famref(0, "f"),
             ph=("PHONE", c.fam(0)["phone"]))
        d.nl()
        d.ln("Seen and examined; d/w {a} (on call) by phone at {hh}.", a=c.doc(att, "dr_l"), hh=hh)
        d.ln("{n} MD, PGY-{y} | pgr {p}", n=("DOCTOR", res.p.form("fi_l")), y=r.choice(["1", "2", "3"]), p=c.pgr(res))


def progress(d, c):
    r = c.rng
    s = c.scen
    day = r.randint(2, min(4, c.los))
    when = phi.plus(c.adm, day - 1)
    res, intern, att, rn = c.stf("res"), c.stf("int"), c.stf("att"), c.stf("rn")
    nf = c.stf("nf")
    variant = r.randrange(4)
    if variant in (0, 1):
        common.header(d, c, r.choice([1, 2, 4]))
        d.ln("{t} - HD #{n} - {dt}", t=r.choice(["MEDICINE PROGRESS NOTE", "Daily Progress Note", "GIM Progress Note", "Hospitalist Progress Note"]),
             n=str(day), dt=phi.D(when, r.choice([c.ds, "wd_long", "wd_md" if c.country == "US" else "wd_dmon3"])))
        d.nl()
        d.ln("S / Interval events:")
        k = r.randrange(3)
        if k == 0:
            d.ln("Overnight, cross-cover ({nf}) paged by {rn} RN for {x}; {y}.", nf=c.doc(nf, "dr_l"), rn=c.doc(rn, "f"),
                 x=r.choice(["HR 120s", "BP 88/50", "agitation", "new O2 requirement", "fever 38.6", "low UOP"]),
                 y=r.choice(["resolved with fluids", "no intervention needed", "PRN given with effect", "see RRT note"]))
        elif k == 1:
            d.ln("NAEON. Slept poorly. {f} at bedside this AM, updated.", f=c.famref(r.randrange(len(c.family))))
        else:
            d.ln("No acute events. Pt says \"{q}\".", q=r.choice(["I feel a lot better", "still winded going to the washroom",
                                                                  "I want to go home", "my leg still hurts", "better than yesterday"]))
        d.ln("Pain controlled. Tolerating diet. BM {x}.", x=r.choice(["yesterday", "x2", "today", "not since admission"]))
        d.nl()
        d.ln("O:")
        d.ln("Vitals (24h): " + r.choice(clin.DEFAULT_VITALS))
        d.ln("I/O: {a} / {b} mL; wt {w} kg", a=str(r.randint(6, 24) * 100), b=str(r.randint(8, 40) * 100),
             w="%.1f" % (r.randint(550, 1100) / 10.0))
        for e in s["exam"][:3]:
            d.ln("- " + e.replace("JVP to angle of jaw", "JVP 10 cm"))
        d.ln("Lines: " + r.choice(["PIV x1", "PIV x2, Foley (day %d)" % day, "R arm PICC (placed {dt})", "PIV; tele"]),
             dt=c.Ds(phi.plus(c.adm, 1)))
        d.nl()
        d.ln("Scheduled meds: " + "; ".join(m.replace(" PO ", " ") for m in s["meds"][:r.randint(3, 6)]) + "; enoxaparin 40 mg SC daily")
        d.ln("PRN use (24h): " + r.choice(["acetaminophen x2", "none", "ondansetron x1, melatonin x1", "hydromorphone 0.5 mg x3",
                                           "quetiapine 12.5 mg x1"]))
        d.nl()
        d.ln("Labs:")
        common.labs_table(d, c, min(day, 4))
        for im in s["imaging"][:2]:
            d.ln("Imaging {dt}: {x}", dt=c.Ds(phi.plus(c.adm, r.randint(0, day - 1))), x=im)
        if r.random() < 0.6:
            d.ln("Micro: BCx {dt} ({acc}) - NGTD; UCx {dt2} ({acc2}) pending", dt=c.Ds(c.adm),
                 acc=("IDNUM", phi.accession(r, "micro", c.adm.year % 100)), dt2=c.Ds(c.adm),
                 acc2=("IDNUM", phi.accession(r, "micro", c.adm.year % 100)))
        d.nl()
        d.ln("A/P:")
        d.f("{ag} with ", ag=c.age_piece(r.choice(["yo", "compact", "yo_slash"])))
        d.f(s["pmh"][0])
        d.f(" admitted {dt} with {dx}, HD{n}.", dt=c.Ds(c.adm), dx=s["dx"], n=str(day))
        d.nl()
        _ap(d, c, terse=variant == 1)
        cons = s["consult"][0]
        d.ln("# Consults: {sp} ({dr}) - recs appreciated, see note {dt}", sp=cons, dr=c.doc(c.stf("cons", cons), "dr_l"),
             dt=c.Ds(phi.plus(c.adm, r.randint(0, day - 1))))
        d.ln("# FEN: {f} | PPx: {p} | Code: {cs}", f=r.choice(["cardiac diet", "regular", "diabetic diet", "NPO after MN for procedure"]),
             p=r.choice(["enoxaparin", "heparin SC", "on DOAC", "SCDs"]), cs=r.choice(["Full", "DNR/DNI", "Full code", "DNR"]))
        if r.random() < 0.5:
            d.ln("# Dispo: EDD {e}; PT rec {x}; CM {cm} following", e=c.Ds(phi.plus(c.adm, c.los)),
                 x=r.choice(["home with services", "home, no needs", "rehab", "SNF"]), cm=c.doc(c.stf("cm"), "fl"))
        if r.random() < 0.4:
            d.ln("Spoke with {f} at {ph} - updated on plan.", f=c.famref(0), ph=("PHONE", c.fam(0)["phone"]))
        d.nl()
        common.sign(d, c, intern, when, att=att if r.random() < 0.5 else None)
    elif variant == 2:
        # APSO, attending note
        d.ln("Attending Progress Note | {h} | {dt}", h=c.hname(False), dt=c.Dt(when))
        d.ln("{n}, {ag}, MRN {m}, rm {rm}", n=c.P("lf"), ag=c.age_piece("compact"), m=("MRN", c.mrn), rm=("LOCATION_OTHER", c.room))
        d.nl()
        d.ln("ASSESSMENT & PLAN")
        d.f("{pt} is on hospital day {n} for {dx}. ", pt=c.mrname(), n=str(day), dx=s["dx"])
        d.f(r.choice(["Clinically improving.", "Slow progress.", "Stable, no major change.", "Improving but not yet at baseline."]))
        d.nl()
        for prob, items in s["ap"]:
            d.f("{p}: ", p=prob)
            d.f("; ".join(items[:2]))
            d.nl()
        d.ln("Discussed with {res} and team; {f} updated by phone ({ph}).", res=c.doc(res, "dr_l"), f=c.famref(0),
             ph=("PHONE", c.fam(0)["phone"]))
        d.nl()
        d.ln("SUBJECTIVE: " + r.choice(["Feels better.", "Tired, ate 50% of breakfast.", "Complains of poor sleep.",
                                         "Walking in hall with PT."]))
        d.ln("OBJECTIVE: " + r.choice(clin.DEFAULT_VITALS) + ". " + "; ".join(s["exam"][:2]) + ".")
        d.ln("Labs: " + ", ".join("%s %s" % (nme, v[min(day, 4) - 1] or v[0]) for nme, v in s["labs"]))
        d.nl()
        d.ln("Imaging reviewed: " + "; ".join(s["imaging"]))
        d.ln("Meds reviewed on MAR; " + r.choice(["no changes", "IV to PO switch today", "diuretic dose adjusted", "insulin titrated"]) + ".")
        d.ln("Dispo: EDD {e}. Barriers: {b}.", e=phi.D(c.dc, r.choice([c.dss, "wd_md" if c.country == "US" else "wd_dmon3"])),
             b=r.choice(["none", "PT eval", "home O2 qualification", "SNF bed", "IV antibiotics plan", "family availability"]))
        d.nl()
        d.ln("{a}, {cr}", a=("DOCTOR", att.p.form("fml")), cr=att.cred)
        d.ln("Time: {m} minutes, >50% coordination of care", m=str(r.choice([25, 35, 40, 50])))
    else:
        # terse bullet note
        d.ln("PN {dt} HD{n}  {n2} ({ag}) {m}", dt=c.Ds(when), n=str(day), n2=c.P("LF"), ag=c.age_piece("compact"),
             m=("MRN", c.mrn))
        d.ln("* o/n: " + r.choice(["nil", "tachy to 115 briefly, settled", "c/o insomnia, melatonin", "pulled PIV, replaced"]))
        d.ln("* " + r.choice(clin.DEFAULT_VITALS))
        d.ln("* labs: " + " | ".join("%s %s" % (nme, v[0]) for nme, v in s["labs"]))
        d.ln("* " + s["dx"] + ":")
        for it in s["ap"][0][1]:
            d.f("    " + it)
            d.nl()
        for prob, items in s["ap"][1:]:
            d.f("* " + prob + ": " + items[0])
            d.nl()
        d.ln("* dispo: EDD {e} | d/w {cm} (CM)", e=c.Ds(phi.plus(c.adm, c.los)), cm=c.doc(c.stf("cm"), "f"))
        d.ln("{i}/{a}", i=("DOCTOR", intern.p.form("INIT")), a=("DOCTOR", att.p.form("INIT")))
