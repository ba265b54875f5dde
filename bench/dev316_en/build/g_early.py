"""Genres: antenatal referral, cleft nurse feeding visit."""
import datetime as dt

from core import NB, P, job, pick, maybe, add_days, age_parts
import countries as C
import clin
import blocks
import pools
from ctx import dob_for

FINDINGS = [
    ("unilateral left cleft lip; the alveolus appears involved; the secondary palate cannot be assessed reliably on ultrasound", "UCLP_L"),
    ("unilateral right cleft lip with a likely alveolar defect; palate not clearly seen", "UCLP_R"),
    ("bilateral cleft lip with premaxillary protrusion, suggestive of bilateral cleft lip and palate", "BCLP"),
    ("small left-sided lip notch, probably incomplete cleft lip; alveolus appears intact", "CLA_L"),
    ("micrognathia with retrognathia (inferior facial angle 52 degrees) and polyhydramnios, query cleft palate / Pierre Robin sequence", "CP_HS"),
    ("right cleft lip, appearance consistent with cleft lip and alveolus", "CL_R"),
]


def antenatal(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    mdob = dob_for(r, 18 * 365, 43 * 365)
    ctx.make_family(mdob, "F")
    scan = dt.date(2024, 6, 30) - dt.timedelta(days=r.randint(0, 1500))
    ga_w, ga_d = r.randint(19, 23), r.randint(0, 6)
    edd = add_days(scan, (40 * 7) - (ga_w * 7 + ga_d))
    refd = add_days(scan, r.randint(0, 3))
    mage = age_parts(mdob, refd)[0]
    finding, key = pick(r, FINDINGS)
    gp = r.randint(1, max(1, min(5, 1 + (mage - 16) // 3)))
    para = r.randint(0, gp - 1)
    kid_max = max(1, min(12, mage - 17))
    partner = ctx.dad
    child = ctx.sib
    style = pick(r, ["form", "letter", "form", "us"] if c in ("US", "CA") else ["form", "letter", "form", "email"])
    if style == "us":
        style = "letter"
    fetal = ctx.staff("fetal")
    if style == "form":
        nb.ln(pick(r, ["ANTENATAL REFERRAL - CLEFT LIP AND PALATE SERVICE",
                       "Antenatal Referral to Cleft Team", "PRENATAL CLEFT REFERRAL FORM",
                       "Fetal Medicine Unit: referral for antenatal cleft counselling"]))
        nb.ln("To: {t}, {h}", t=pick(r, ["Cleft Clinical Nurse Specialist", "Cleft Team Coordinator",
                                          "Craniofacial Team Intake", "Cleft Lip and Palate Team"]), h=ctx.H("cleft"))
        nb.ln("From: {d}, {t}, {h}", d=ctx.doc("fetal", "full"), t=ctx.role_title("fetal"), h=ctx.H("maternity"))
        nb.ln("Date of referral: {d}    Priority: {p}", d=ctx.d(refd),
              p=pick(r, ["routine (contact within 24 hours)", "urgent", "standard - 1 working day"]))
        nb.ln("")
        nb.ln("Mother:  {n}", n=P("PATIENT", ctx.pt.name(pick(r, ["CAPS", "full", "LF"]))))
        nb.ln("DOB:     {d} ({a} yrs)", d=ctx.d(mdob), a=P("AGE", str(mage)))
        for lab, v in blocks.id_pairs(ctx):
            nb.ln("{l}: {v}", l=lab, v=v)
        nb.ln("Address: {a}", a=ctx.addr_pieces(ctx.addr))
        nb.ln("Mobile:  {m}   Home: {h}", m=P("PHONE", ctx.mum_mobile), h=P("PHONE", ctx.home_phone))
        if maybe(r, 0.5):
            nb.ln("Email:   {e}", e=P("EMAIL", C.email(r, ctx.pt)))
        nb.ln("Partner: {p} ({j}) - {m}", p=P("FAMILY", partner.name("full")),
              j=P("PROFESSION", ctx.dad_job), m=P("PHONE", ctx.dad_mobile))
        if maybe(r, 0.4):
            lang = pick(r, pools.LANGUAGES)
            nb.ln("Language: {l}; interpreter {x}", l=lang, x=pick(r, ["required for all contacts", "not needed",
                                                                     "preferred for complex discussions"]))
        blocks.gp_line(nb, ctx)
        nb.ln("Community midwife: {m}{x}", m=ctx.doc("midwife", "full"),
              x=["", ""] if maybe(r, 0.5) else [" - ", P("PHONE", C.phone(r, c, "mobile"))])
        nb.ln("")
        nb.ln("OBSTETRIC DETAILS")
        nb.ln("G{g}P{p}. EDD {e} (by {b}). Singleton.", g=str(gp), p=str(para), e=ctx.d(edd),
              b=pick(r, ["dating scan", "CRL at 12+3", "LMP, confirmed on scan"]))
        nb.ln("Anomaly scan {d} at {w}+{x} weeks, {h}.", d=ctx.d(scan), w=str(ga_w), x=str(ga_d),
              h=pick(r, ["Fetal Medicine Unit", "Ultrasound Department", "antenatal clinic"]))
        nb.ln("")
        nb.ln("FINDINGS")
        nb.ln("- {f}.", f=finding[0].upper() + finding[1:])
        nb.ln("- {x}", x=pick(r, ["Remainder of the anatomy survey normal. Liquor volume normal. Placenta anterior, not low lying.",
                                 "No other structural anomaly seen. Growth on the 40th centile (EFW 410 g).",
                                 "Cardiac views normal (4-chamber, outflows, 3VT). Kidneys and stomach seen.",
                                 "Mild polyhydramnios (AFI 24 cm). Stomach bubble small but present."]))
        nb.ln("- NT {n} mm at {a}; combined screening {s}.", n="%.1f" % (r.randint(11, 24) / 10),
              a="12+%d" % r.randint(0, 6), s=pick(r, ["lower chance (1 in %d)" % r.randint(2000, 15000),
                                                       "higher chance for T21 (1 in 140) - NIPT low chance",
                                                       "declined"]))
        nb.ln("- Sonographer: {s}; reviewed by {d}.", s=P("DOCTOR", ctx.staff("sono").p.name(pick(r, ["full", "Fl"]))),
              d=ctx.doc("fetal", "last"))
    else:
        blocks.letterhead(nb, ctx, pick(r, ["Fetal Medicine Unit", "Department of Obstetrics",
                                            "Maternal-Fetal Medicine", "Antenatal Ultrasound"]), "maternity")
        nb.ln("{d}", d=ctx.d(refd, "long"))
        nb.ln("")
        nb.ln("{t}", t=pick(r, ["Cleft Lip and Palate Service", "Craniofacial Team", "Cleft Clinical Nurse Specialist team"]))
        nb.ln("{h}", h=ctx.H("cleft"))
        nb.ln("")
        nb.ln("Re: {n}, DOB {d}, {l} {v}", n=P("PATIENT", ctx.pt.name("full")), d=ctx.d(mdob),
              l=blocks.id_pairs(ctx)[0][0], v=blocks.id_pairs(ctx)[0][1])
        nb.ln("    {a}", a=ctx.addr_pieces(ctx.addr))
        nb.ln("")
        nb.ln("Dear colleague,")
        nb.ln("")
        nb.f("I would be grateful if you could see {t} {n}, a {a}-year-old {o} who is currently {w}+{x} weeks pregnant "
             "(EDD {e}). At her {k} scan on {d} we identified a {f}. ",
             t=ctx.mum.title if False else pick(r, ["Mrs", "Ms"]), n=P("PATIENT", ctx.pt.last),
             a=P("AGE", str(mage)), o="G%dP%d" % (gp, para), w=str(ga_w), x=str(ga_d), e=ctx.d(edd, "long"),
             k=pick(r, ["20-week anomaly", "mid-trimester", "detailed (level II)"]), d=ctx.d(scan, "long"),
             f=finding)
        nb.ln(pick(r, ["The remainder of the anatomy was normal. ", "There were no other markers. ",
                       "Fetal growth is appropriate (EFW 50th centile). "]))
        nb.ln("")
        nb.f("We discussed the findings with {n} and her {rel} {p}. ", n=P("PATIENT", ctx.pt.first),
             rel=pick(r, ["partner", "husband"]),
             p=P("FAMILY", partner.first))
        nb.ln(pick(r, ["Amniocentesis was offered for QF-PCR and microarray and was declined.",
                       "She accepted amniocentesis; QF-PCR is normal (46,XX) and microarray is pending.",
                       "NIPT was low chance and she does not wish to have invasive testing.",
                       "An amniocentesis was performed; results will be forwarded once available."]))
        if maybe(r, 0.5):
            nb.ln("Lab accession {a}.", a=P("IDNUM", "%s%s-%s" % (pick(r, ["CG", "FM", "MOL"]), pick(r, ["23", "24", "22"]), C.digits(r, 5))))
        nb.f("She lives in {ci} with {p} and their {rel} {k}, aged {a}. ", ci=P("CITY", ctx.addr["city"]),
             p=P("FAMILY", partner.first), rel="son" if child.sex == "M" else "daughter", k=P("FAMILY", child.first),
             a=P("AGE", str(r.randint(1, kid_max))))
        nb.ln("She works as {j}{e}.", j=job(ctx.mum_job),
              e=["", ""] if maybe(r, 0.5) else [" at ", ctx.employer()])
        nb.ln("Her preferred contact number is {m}.", m=P("PHONE", ctx.mum_mobile))
        nb.ln("")
        nb.ln("She plans to deliver at {h}. I would be grateful if your nurse specialist could contact her to discuss feeding and the "
              "surgical pathway.", h=ctx.H("maternity"))
    nb.ln("")
    nb.ln("FAMILY / SOCIAL HISTORY")
    fh = pick(r, ["No family history of cleft.", "Maternal uncle had a cleft lip repaired as a child.",
                  "Partner's sister has a cleft palate (isolated).", "{p} had a cleft lip (repaired aged {a}).",
                  "Lip pits noted in {p}; ?Van der Woude syndrome - genetics referral suggested."])
    if "{p}" in fh:
        nb.ln(fh, p=P("FAMILY", partner.first), a=P("AGE", str(r.randint(1, 2))) if "{a}" in fh else "")
    else:
        nb.ln(fh)
    nb.ln("Smoker: {s}. Folic acid {f}. Medications: {m}.", s=pick(r, ["no", "ex-smoker", "yes, 5/day"]),
          f=pick(r, ["400 micrograms taken preconception", "started at 8 weeks", "5 mg (BMI 34)"]),
          m=pick(r, ["nil", "levothyroxine 75 micrograms OD", "sertraline 50 mg", "lamotrigine 200 mg BD (epilepsy)",
                     "aspirin 150 mg nocte"]))
    if maybe(r, 0.5):
        nb.ln("Other children: {k} ({a}). Works as {j}; {p} works as {pj} at {e}.", k=P("FAMILY", child.first),
              a=P("AGE", str(r.randint(1, kid_max))), j=job(ctx.mum_job), p=P("FAMILY", partner.first),
              pj=job(ctx.dad_job), e=ctx.employer())
    if maybe(r, 0.3):
        nb.ln("Family moved from {c} in {y}.", c=P("COUNTRY", pick(r, pools.COUNTRIES_OTHER)),
              y=P("DATE", str(r.randint(2010, 2022))))
    nb.ln("")
    nb.ln("ACTION REQUESTED")
    nb.ln("{x}", x=pick(r, ["Cleft CNS antenatal contact and home visit; information leaflet given (CLAPA).",
                           "Antenatal counselling appointment with surgeon and CNS.",
                           "Prenatal consult in Craniofacial Clinic; feeding plan before delivery."]))
    if maybe(r, 0.5):
        nb.ln("Referral ref: {x}   Received {d} by {u}", x=P("IDNUM", "REF-%s" % C.digits(r, 7)),
              d=ctx.d(add_days(refd, r.randint(0, 2))), u=P("DOCTOR", ctx.staff("coord").p.name("full")))
    nb.ln("")
    if style != "form":
        nb.ln("Yours sincerely,")
        nb.ln("")
    ctx.signoff(nb, "fetal")
    if style == "form":
        if maybe(r, 0.35):
            nb.ln("Fax: {f}", f=P("FAX", C.phone(r, c, "land")))
    return nb


def feeding(ctx):
    r, c = ctx.rng, ctx.c
    nb = ctx.nb()
    dob = dob_for(r, 3, 1400)
    ctx.make_family(dob)
    dx = clin.Dx(r)
    vdate = add_days(dob, r.randint(2, 55))
    visit_no = r.randint(1, 5)
    bw = r.randint(2450, 4100) / 1000
    wt = round(bw * (1 + r.randint(-8, 25) / 100), 3)
    nurse = ctx.staff("nurse")
    where = pick(r, ["home", "home", "ward", "clinic"])
    nb.ln(pick(r, ["CLEFT CNS FEEDING VISIT", "Cleft Nurse Specialist - Home Visit (Feeding)",
                   "CRANIOFACIAL NURSE - FEEDING ASSESSMENT", "Cleft Team Nursing Contact: Feeding Review"]))
    nb.ln("Date: {d} {t}   Visit: {v}   Setting: {w}", d=ctx.d(vdate), t="%02d:%02d" % (r.randint(8, 17), pick(r, [0, 15, 30, 45])),
          v=pick(r, ["%s visit" % ["1st", "2nd", "3rd", "4th", "5th"][visit_no - 1], "#%d" % visit_no]),
          w={"home": "home", "ward": ctx.hospital("ward"), "clinic": "Cleft clinic"}[where] if where != "ward" else
          P("HOSPITAL", ctx.hospital("ward")))
    blocks.pt_header(nb, ctx, vdate, style=pick(r, ["table", "line", "label"]), addr=(where == "home"))
    if where == "ward":
        nb.ln("Location: {w}, bed {b}", w=ctx.H("maternity"), b=P("LOCATION_OTHER", str(r.randint(1, 28))))
    nb.ln("Diagnosis: {x}", x=dx.text(r))
    blocks.parents_line(nb, ctx)
    if maybe(r, 0.5):
        nb.ln("{t}: {d}{x}", t=ctx.sp("Health visitor", "Public health nurse"), d=ctx.doc("hv", "full"),
              x=["", ""] if maybe(r, 0.4) else [" (", P("PHONE", C.phone(r, c, "land")), ")"])
    nb.ln("")
    nb.ln("Birth history")
    nb.ln("Born {d} at {g} weeks by {m} at {h}. BW {bw} kg ({cen} centile). Apgars {a1} and {a2}.",
          d=ctx.d(dob, "long"), g="%d+%d" % (r.randint(36, 41), r.randint(0, 6)),
          m=pick(r, ["SVD", "elective LSCS", "emergency LSCS for fetal distress", "ventouse"]),
          h=ctx.H("maternity"), bw="%.2f" % bw,
          cen="0.4th" if bw < 2.6 else "2nd" if bw < 2.8 else "9th" if bw < 3.0 else "25th" if bw < 3.2 else "50th" if bw < 3.6 else
          "75th" if bw < 3.9 else "91st", a1=str(r.randint(6, 9)), a2=str(r.randint(8, 10)))
    if maybe(r, 0.4):
        nb.ln("Newborn hearing screen: {x}. Newborn blood spot taken day {n}.",
              x=pick(r, ["clear response both ears", "no clear response right ear - referred to audiology",
                         "AABR bilateral pass"]), n=str(r.randint(5, 8)))
    nb.ln("")
    nb.ln("Feeding")
    feeder = pick(r, clin.FEEDERS)
    vol = r.randint(30, 130)
    nb.ln("- Method: {f}; {m}.", f=feeder, m=pick(r, ["expressed breast milk (EBM) topped up with formula",
                                                      "formula (%s)" % pick(r, clin.FORMULAS), "EBM only",
                                                      "breastfeeding attempted - not effective, now EBM via bottle"]))
    nb.ln("- Volume {v} ml every {h} hours ({k} ml/kg/day); feeds taking {t} minutes.", v=str(vol),
          h=pick(r, ["3", "3-4", "2-3"]), k=str(r.randint(120, 180)), t=str(r.randint(15, 40)))
    nb.ln("- {x}", x=pick(r, ["Minimal nasal regurgitation, no choking or cyanosis reported.",
                             "Some milk from the nose with larger boluses - advised to slow flow and wind frequently.",
                             "Tiring towards the end of feeds; squeeze technique reviewed with {m}.",
                             "Good coordinated suck with the valve; wet nappies 6-8/day, stools yellow.",
                             "Feeding well per parents, no nasal regurgiation, nappies ok."]).replace(
        "{m}", ctx.mum.first if maybe(r, 0.0) else "parents"))
    if maybe(r, 0.5):
        nb.ln("- {m} demonstrated a feed: {x}", m=P("FAMILY", pick(r, [ctx.mum.first, ctx.dad.first])),
              x=pick(r, ["good positioning (upright, 45 degrees), appropriate squeezing in time with suck.",
                         "squeezing too continuously - re-taught rhythm.", "confident; no concerns."]))
    nb.ln("")
    nb.ln("Weight")
    nb.ln("Today {w} kg (birth weight {b} kg, {p}{c}%). Weighed on {s}.", w="%.3f" % wt, b="%.2f" % bw,
          p="+" if wt >= bw else "", c="%.1f" % ((wt - bw) / bw * 100),
          s=pick(r, ["home scales (Seca 334)", "clinic scales", "ward scales", "Seca 384 baby scales"]))
    if wt < bw * 0.92:
        nb.ln("Weight loss above 8% - discussed with {d}; {x}.", d=ctx.doc("paed", "last"),
              x=pick(r, ["increase to 150 ml/kg/day and review in 48 hours", "add high-energy formula (Infatrini) and review",
                         "consider NG top-ups if no gain by next visit"]))
    nb.ln("")
    nb.ln("Other")
    other = pick(r, ["Lip taping started (Steri-Strips over hydrocolloid); parents shown technique.",
                     "Discussed lip repair pathway, usually at about 3 months, and palate repair around 9-12 months.",
                     "Airway: no stridor or obstructive noises; sleeps supine. Prone positioning not advised.",
                     "NAM (nasoalveolar moulding) not indicated; discussed with orthodontist.",
                     "Mum tearful at times; EPDS score 9. Support discussed; CLAPA parent contact offered."])
    nb.ln(other)
    if maybe(r, 0.4):
        nb.ln("{d} is {j} and returns to work on {w}; {m} is on maternity leave.", d=P("FAMILY", ctx.dad.first),
              j=job(ctx.dad_job), w=ctx.d(add_days(vdate, r.randint(3, 20)), "wk"),
              m=P("FAMILY", ctx.mum.first))
    if maybe(r, 0.3):
        nb.ln("Also present: maternal grandmother {g}{x}.", g=P("FAMILY", ctx.gran.name("full")),
              x=["", ""] if maybe(r, 0.5) else [", who lives at ", P("STREET", C.street(r, c)), ", ", P("CITY", pick(r, pools.TOWNS[c]))])
    if maybe(r, 0.3):
        nb.ln("Parking permit issued for visits to {h}: vehicle reg {v}.", h=ctx.H("cleft"),
              v=P("VEHICLE", C.vehicle(r, c)))
    nb.ln("")
    nb.ln("Plan")
    nxt = add_days(vdate, r.randint(2, 14))
    nb.ln("1. Continue {f} at current volumes.", f=feeder.split(" with ")[0])
    nb.ln("2. Next visit {d}{x}.", d=ctx.d(nxt, "wk"), x=pick(r, ["", " (home)", " - weight check", " at 11:00"]))
    nb.ln("3. {x}", x=pick(r, ["Outpatient appointment with the surgeon: ", "Pre-surgical clinic: ",
                              "Lip repair provisionally booked: "]) if False else
          pick(r, ["Surgical consultation booked.", "Teats and valves supplied (2 x standard flow).",
                   "Information about lip repair sent.", "Referral to dietitian."]))
    if maybe(r, 0.6):
        nb.ln("4. Outpatient review with {d} on {x}.", d=ctx.doc("surgeon", "last" if ctx.staff("surgeon").title else "full"),
              x=ctx.d(add_days(vdate, r.randint(14, 60)), "long"))
    nb.ln("Parents have the cleft nurse mobile {m} (Mon-Fri 08:30-16:30); out of hours ring {w} on {p}.",
          m=P("PHONE", C.phone(r, c, "mobile")), w=P("HOSPITAL", ctx.hospital("ward")), p=P("PHONE", C.phone(r, c, "hosp")))
    nb.ln("")
    s = ctx.staff("nurse")
    nb.ln("{n}, {t}{x}", n=P("DOCTOR", s.p.name(pick(r, ["full", "fml"]))), t=ctx.role_title("nurse"),
          x=["", ""] if maybe(r, 0.4) else [" (", s.lic[0], " ", P("LICENSE", s.lic[1]), ")"])
    if maybe(r, 0.3):
        nb.ln("Entered on EPR by {u} at {t}", u=P("USERNAME", (s.p.first[0] + s.p.last).lower().replace("'", "").replace(" ", "").replace("-", "") + C.digits(r, 2)),
              t="%02d:%02d" % (r.randint(12, 19), r.randint(0, 59)))
    return nb
