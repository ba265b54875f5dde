"""Genre writers, part B: memory clinic, maternity, neonatal, paediatrics, CAMHS."""
import datetime as dt

import pools
from core import B, P, idgen, numword
from genres_a import tm


def ip(r):
    return P(r.choice(["10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255)),
                       "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255)),
                       "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))]), "IPADDR")


def letterhead(c, b, dept):
    r, L = c.r, c.L
    b.line("{h}", h=P(c.hosp, "HOSPITAL"))
    b.line("{d}", d=dept)
    ha = L.address()
    b.line("{a}", a=c.addr_pieces(ha))
    b.line("Tel: {p}   Fax: {f}", p=c.phone(), f=c.fax())
    if r.random() < 0.5:
        b.line("Email: {e}", e=P(r.choice(["memoryclinic", "secretaries", "enquiries", "appointments", "outpatients"]) + "@" + c.domain, "EMAIL"))
    if r.random() < 0.4:
        b.line("Web: {u}", u=P(r.choice(["www.", "https://www.", ""]) + c.domain + r.choice(["", "/services", "/patients/clinic-letters"]), "URL"))
    b.t("\n")


def gp_block(c, b):
    b.line("{g}", g=c.dr(c.gp, "full"))
    b.line("{p}", p=P(c.practice, "HOSPITAL"))
    b.line("{a}", a=c.addr_pieces(c.practice_addr, multiline=True))
    b.t("\n")


# ------------------------------------------------------------------ memory clinic
def memory_clinic(c):
    r, L, b = c.r, c.L, B()
    letterhead(c, b, r.choice(["Memory Assessment Service", "Memory Clinic", "Older Adult Mental Health - Memory Service", "Cognitive Disorders Clinic"]))
    b.line("Clinic date: {d}   Dictated: {d2}   Typed: {d3}", d=c.date(0, "num"), d2=c.date(r.randrange(0, 3), "num"), d3=c.date(r.randrange(3, 10), "num"))
    b.t("\n")
    gp_block(c, b)
    b.line("Dear {g},", g=c.dr(c.gp, r.choice(["last", "full"])))
    b.t("\n")
    b.line("Re: {n}, DOB {d}, {l} {m}", n=r.choice([c.pt.full(), c.pt.fml(), [c.pt.title(L) + " ", c.pt.full()]]), d=c.dob_p(), l=c.mrn_label(), m=P(c.mrn, "MRN"))
    b.line("{a}", a=c.addr_pieces())
    if r.random() < 0.6:
        b.line("{l}: {v}", l=c.nat_label(), v=P(c.nat, "HEALTHPLAN"))
    b.t("\n")
    tele = r.random() < 0.25
    k = r.choice([c.spouse(), "daughter", "son", "partner"])
    p = c.rel(k)
    b.line("Thank you for referring {n}, a {a}-year-old {occ}, whom I saw {how} with {his} {k} {kn}.",
           n=c.pname("title"), a=c.age_p(words=r.random() < 0.2), occ=["retired ", P(r.choice(pools.PROFESSIONS), "PROFESSION")],
           how="by video consultation" if tele else "in clinic", his=c.his(), k=k, kn=p.f() if r.random() < 0.5 else p.full())
    if tele:
        b.line("(Connection log: session {s} from client IP {i}; poor audio for first 5 minutes.)", s=P("VC-%d" % r.randrange(100000, 999999), "IDNUM"), i=ip(r))
    b.t("\n")
    b.line("History")
    b.line("{K} dates the onset of memory problems to around {d}, {x}. {He} {y}. {He2} left school at {a} and worked for {yrs} years at {e}.",
           K=p.f(), d=r.choice([c.date(-r.randrange(300, 1500), "my"), P(str(c.d0.year - r.randrange(1, 5)), "DATE"), P(r.choice(pools.HOLIDAYS[c.code]), "DATE")]),
           x=r.choice([["when ", c.he(), " got lost driving back from ", P(r.choice(L.d["towns"]), "CITY")], "after a hospital admission", "following the death of a sibling"]),
           He=c.He(), y=r.choice(["repeats questions", "has missed bills", "misplaces keys daily", "has burned pans twice"]), He2=c.He(),
           a=P(str(r.choice([14, 15, 16, 17, 18])), "AGE"), yrs=r.randrange(5, 40), e=P(r.choice(L.d["employers"]), "ORGANIZATION"))
    b.line("No hallucinations. Sleep {x}. Mood {y}. No REM sleep behaviour disorder to suggest Lewy body disease.",
           x=r.choice(["fragmented", "good"]), y=r.choice(["low at times", "reasonable"]))
    b.line("Family history: mother had Alzheimer's disease diagnosed at {a}; brother {bn} ({ba}) well.", a=P(str(r.randrange(62, 90)), "AGE"),
           bn=c.rel("brother").f(), ba=P(str(max(40, c.age + r.randrange(-8, 8))), "AGE"))
    b.t("\n")
    b.line("Examination and cognitive testing")
    tot = r.randrange(55, 96)
    b.line("ACE-III (Addenbrooke's Cognitive Examination) {t}/100: attention {a}/18, memory {m}/26, fluency {f}/14, language {l}/26, visuospatial {v}/16.".format(
        t=tot, a=r.randrange(10, 19), m=r.randrange(5, 27), f=r.randrange(3, 15), l=r.randrange(15, 27), v=r.randrange(8, 17)))
    if r.random() < 0.4:
        b.line("Montreal Cognitive Assessment %d/30 at the GP surgery on {d}." % r.randrange(12, 28), d=c.date(-r.randrange(20, 120), "num"))
    b.line("Neurologically: mild bradykinesia {x}, no focal signs. BP %d/%d." % (r.randrange(110, 170), r.randrange(60, 95)), x=r.choice(["R>L", "symmetrical"]))
    b.line("MRI brain {d} at {h} (acc {a}): {f}.", d=c.date(-r.randrange(10, 90), r.choice(["num", "long"])), h=P(c.hosp2, "HOSPITAL"), a=c.acc(),
           f=r.choice(["bilateral hippocampal atrophy (MTA 3)", "moderate small vessel disease, Fazekas 2", "no significant atrophy"]))
    b.t("\n")
    b.line("Diagnosis: {x}", x=r.choice(["Alzheimer's disease, mild", "mixed Alzheimer's/vascular dementia", "mild cognitive impairment", "dementia with Lewy bodies (probable)"]))
    b.line("Plan:")
    b.line("1. Start donepezil 5 mg nocte, increase to 10 mg after 4 weeks if tolerated.")
    b.line("2. Memory nurse {n} will phone on {ph} in 2 weeks.", n=c.nurse.full(), ph=c.phone())
    b.line("3. {D}: {x}", D="Driving" if c.code != "US" else "Driving",
           x=r.choice(["advised to inform the DVLA and stop driving pending assessment" if c.code == "UK" else "advised to stop driving pending on-road assessment",
                       ["currently not driving; car (reg ", c.idn("PLATE", "VEHICLE"), ") sold"], "does not drive"]))
    b.line("4. Lasting power of attorney discussed; {k} will contact solicitor {s}.", k=p.f(), s=c.new_person("FAMILY").full())
    b.line("5. Review in memory clinic {d}.", d=c.date(r.randrange(60, 200), r.choice(["my", "long"])))
    b.t("\n")
    b.line("Yours sincerely,")
    b.t("\n")
    b.line("{n}", n=c.att.signed(L))
    b.line("Consultant in {s}", s=r.choice(["Old Age Psychiatry", "Geriatric Medicine", "Cognitive Neurology"]))
    if r.random() < 0.6:
        b.line("{ll} {lv}", ll=c.lic_label(c.att), lv=c.lic_val(c.att))
    b.t("\n")
    b.line("cc: {n}, {a}", n=[c.pt.title(L) + " ", c.pt.full()], a=c.addr_pieces())
    if r.random() < 0.5:
        b.line("cc: {k} {n} (by email {e})", k=k, n=p.full(), e=p.email(r, r.choice(L.d["maildomains"])))
    b.line("{a}/{t}", a=c.att.inits(dots=False), t=P(r.choice("abcdefghjklmnprstw") + r.choice("abcdefghjklmnprstw"), "DOCTOR"))
    return b


# ------------------------------------------------------------------ maternity
def maternity(c):
    r, L, b = c.r, c.L, B()
    post = r.random() < 0.45
    title = r.choice(["Postnatal Ward Review", "Postnatal Check"] if post else ["Antenatal Clinic", "Antenatal Day Unit Assessment", "Maternity Triage", "Booking Appointment"])
    c.header(b, title)
    grav = r.randrange(1, 6)
    para = r.randrange(0, grav)
    edd = c.d0 + dt.timedelta(days=r.randrange(-10, 160) if not post else -r.randrange(0, 10))
    lmp = edd - dt.timedelta(days=280)
    b.line("{d} {t}. Seen by {m}, RM{w}.", d=c.date(0, r.choice(["num", "wd", "long"])), t=tm(r), m=c.nurse.full(),
           w=[", with ", c.dr(c.res)] if r.random() < 0.5 else "")
    b.line("G{g}P{p}  LMP {l}  EDD {e}  BMI {bmi}", g=grav, p=para, l=P(L.date(lmp, "num"), "DATE"), e=P(L.date(edd, "num"), "DATE"), bmi="%.1f" % (r.random() * 18 + 19))
    if not post:
        ga_w = 40 - (edd - c.d0).days // 7
        ga_w = max(8, min(41, ga_w))
        b.line("{a} yo, {w}+{dd} weeks by dating scan ({ds}, acc {ac}).", a=c.age_p(), w=ga_w, dd=r.randrange(0, 7),
               ds=P(L.date(lmp + dt.timedelta(days=r.randrange(80, 95)), "num"), "DATE"), ac=c.acc())
        b.line("Presenting: {x}", x=r.choice(["reduced fetal movements since this morning", "headache and visual disturbance, BP 152/98",
                                               "routine 28-week review", "itching palms and soles", "abdominal pain and PV spotting", "booking visit"]))
        b.line("Obs: BP %d/%d, urine %s, SFH %d cm. FHR %d bpm. CTG: %s." % (r.randrange(100, 160), r.randrange(60, 105),
               r.choice(["NAD", "protein +", "protein ++"]), r.randrange(20, 40), r.randrange(115, 160), r.choice(["normal", "reassuring, Dawes-Redman criteria met", "not indicated"])))
        b.line("Bloods {d}: Hb %d, plt %d, ALT %d, bile acids %d, PCR %d. Lab no {x}." % (r.randrange(95, 135), r.randrange(90, 380), r.randrange(8, 120), r.randrange(2, 60), r.randrange(10, 90)),
               d=c.date(0, "short"), x=c.acc())
        b.line("Previous: {x}", x=r.choice([["SVD ", P(str(c.d0.year - r.randrange(1, 9)), "DATE"), " at ", P(c.hosp2, "HOSPITAL"), ", PPH 900 mL"],
                                            ["EMCS ", P(str(c.d0.year - r.randrange(1, 9)), "DATE"), " for failure to progress"], "nil", ["miscarriage ", c.date(-r.randrange(300, 1500), "my")]]))
    else:
        bd = -r.randrange(0, 3)
        baby = c.new_person("FAMILY", last=c.pt.last if r.random() < 0.5 else None)
        b.line("{a} yo, day {n} post {m} on {d} at {t}.", a=c.age_p(), n=-bd + 1, m=r.choice(["SVD", "ventouse delivery", "EMCS", "ELCS", "forceps delivery"]),
               d=P(L.date(c.d0 + dt.timedelta(days=bd), r.choice(["num", "short", "wd"])), "DATE"), t=tm(r))
        b.line("Baby {bn} ({s}), %d g, Apgars %d and %d. Baby {l} {bm}." % (r.randrange(2300, 4500), r.randrange(5, 10), r.randrange(7, 10)),
               bn=baby.f(), s=r.choice(["girl", "boy"]), l=c.mrn_label(), bm=P(idgen(r, L, "MRN"), "MRN"))
        b.line("EBL %d mL. Perineum: %s. Fundus firm, lochia normal. Breastfeeding %s." % (r.randrange(200, 1500), r.choice(["intact", "2nd degree tear sutured", "3a tear repaired in theatre"]),
               r.choice(["well", "with support from infant feeding team"])))
        b.line("EPDS (Edinburgh Postnatal Depression Scale) {x}/30.", x=r.randrange(0, 18))
        b.line("Anti-D: {x}", x=r.choice(["not required (Rh pos)", ["given ", c.date(0, "short"), ", batch ", P("AD%d" % r.randrange(100000, 999999), "IDNUM")]]))
    b.t("\n")
    pn = c.rel("partner")
    b.line("Social: lives with partner {n} ({pp}) in {ci}. {x}", n=pn.full() if r.random() < 0.5 else pn.f(),
           pp=P(r.choice(pools.PROFESSIONS), "PROFESSION"), ci=c.city_p(),
           x=r.choice([["Works as ", c.job(), "; on maternity leave from ", c.date(-r.randrange(10, 60), "num"), "."],
                       ["Moved from ", c.country(), " in ", P(str(c.d0.year - r.randrange(1, 8)), "DATE"), "; interpreter booked."], "No safeguarding concerns."]))
    if r.random() < 0.4:
        b.line("Safeguarding: previous involvement of social worker {n}; referral ref {x}.", n=c.new_person("DOCTOR").full(), x=P("SG-%d" % r.randrange(10000, 99999), "IDNUM"))
    b.line("Community midwife: {n}, {t} - {ph}", n=c.nurse2.full(), t=r.choice(["Willow Team", "Harbour Team", "Blue Team", "Meadow Team"]), ph=c.phone("mobile"))
    b.t("\n")
    b.line("Plan: {x}", x=r.choice([["home with community midwife follow-up from ", c.date(r.randrange(1, 4), r.choice(["wd", "num", "dm"]))],
                                    "admit to antenatal ward for monitoring", ["IOL booked for ", c.date(r.randrange(1, 14), r.choice(["wd", "num", "dm"]))],
                                    "growth scan at 32 weeks", "discharge home; 6-week check with GP"]))
    b.line("Contact: maternity triage {ph} (24 h). Patient mobile {pm}.", ph=c.phone(), pm=P(c.pt_phone, "PHONE"))
    b.t("\n")
    c.signature(b, r.choice([c.res, c.nurse]))
    return b


# ------------------------------------------------------------------ neonatal unit
def neonatal(c):
    r, L, b = c.r, c.L, B()
    mother = c.new_person("FAMILY", "F", last=c.pt.last)
    father = c.new_person("FAMILY", "M", last=c.pt.last if r.random() < 0.6 else None)
    unit = r.choice(["NICU", "Neonatal Unit", "SCBU", "Special Care Nursery"])
    title = r.choice(["%s Daily Review" % unit, "%s Admission" % unit, "Neonatal Progress Note", "%s Ward Round" % unit])
    b.line(title)
    nm = r.choice([["Baby ", r.choice(["Girl", "Boy"]), " ", P(c.pt.last.upper(), "PATIENT")], ["Baby of ", mother.full()],
                   [c.pt.full()], [P("%s, %s" % (c.pt.last.upper(), c.pt.first), "PATIENT")]])
    b.line("Name: {n}    {l}: {m}", n=nm, l=c.mrn_label(), m=P(c.mrn, "MRN"))
    b.line("DOB: {d} at {t}   Birth weight: %d g   GA at birth: %d+%d" % (r.randrange(600, 4200), r.randrange(23, 41), r.randrange(0, 7)),
           d=c.dob_p(), t=tm(r))
    if r.random() < 0.6:
        b.line("{l}: {v}", l=c.nat_label(), v=P(c.nat, "HEALTHPLAN"))
    b.line("Location: {h} {u}, cot {ct}", h=c.hosp_p(), u=unit, ct=P(str(r.randrange(1, 25)), "LOCATION_OTHER"))
    b.t("\n")
    dol = (c.d0 - c.dob).days + 1
    b.line("{d} - day {n} of life", d=c.date(0, r.choice(["num", "wd", "long"])), n=dol)
    b.line("Consultant: {a}   Registrar: {rr}   Nurse: {nn}", a=c.dr(c.att), rr=c.dr(c.res) if r.random() < 0.5 else c.res.full(), nn=c.nurse.f())
    b.t("\n")
    b.line("Maternal: {m}, {a} yo, G{g}P{p}, {x}. Booked at {h}.", m=mother.full() if r.random() < 0.5 else mother.f(),
           a=P(str(r.randrange(17, 44)), "AGE"), g=r.randrange(1, 5), p=r.randrange(0, 3),
           x=r.choice(["GBS positive, IAP given", "PROM 26 h", "pre-eclampsia, MgSO4", "gestational diabetes on insulin", "uneventful pregnancy"]),
           h=P(c.hosp2 if r.random() < 0.4 else c.hosp, "HOSPITAL"))
    if r.random() < 0.4:
        b.line("Transferred in from {h} SCBU on {d} by transport team (retrieval no. {x}).", h=P(c.hosp2, "HOSPITAL"), d=c.date(-r.randrange(0, 3), "short"),
               x=P("NTS%d" % r.randrange(10000, 99999), "IDNUM"))
    b.line("Apgars %d/%d/%d. Resus: %s." % (r.randrange(1, 9), r.randrange(4, 10), r.randrange(6, 10), r.choice(["inflation breaths x5", "none", "intubated at 4 min, surfactant"])))
    b.t("\n")
    b.line("Resp: {x}", x=r.choice(["CPAP 6 cmH2O, FiO2 0.25", "high-flow 4 L/min, FiO2 0.21", "SIMV, PIP 18, PEEP 5", "self-ventilating in air"]))
    b.line("CVS: {x}", x=r.choice(["HR 150s, well perfused. Echo: small PDA.", "murmur - echo booked", "stable"]))
    b.line("FEN: {x}", x=r.choice(["EBM 12 mL 2-hourly via NGT, PN weaning", "TPN via UVC", "breastfeeding + top-ups", "full feeds 150 mL/kg/day"]))
    b.line("Jaundice: SBR %d at {d}, below phototherapy line." % r.randrange(80, 320), d=c.date(0, "short"))
    b.line("Sepsis: CRP %d; blood culture {x} no growth at 36 h." % r.randrange(1, 40), x=c.acc())
    b.line("Newborn blood spot (Guthrie) card {x} sent {d}.", x=P("NBS-%d" % r.randrange(1000000, 9999999), "IDNUM"), d=c.date(-r.randrange(0, 3), "short"))
    if r.random() < 0.5:
        b.line("Security tag {t} applied; {i} incubator asset {s}.", t=P(idgen(r, L, "SERIAL"), "DEVICE"), i=r.choice(["Giraffe", "Isolette"]), s=P(idgen(r, L, "SERIAL"), "DEVICE"))
    if r.random() < 0.2:
        b.line("Parental ID verification: {m}'s biometric wristband ID {x}.", m=mother.f(), x=P(idgen(r, L, "BIO"), "BIOID"))
    b.t("\n")
    b.line("Family: {m} expressing; {f} {x}. Parents updated at cot-side by {n}.", m=mother.f(), f=father.f(),
           x=r.choice([["works as ", c.job(), ", visiting evenings"], "visiting daily", ["back at work at ", P(r.choice(L.d["employers"]), "ORGANIZATION")]]),
           n=c.dr(c.res))
    if r.random() < 0.5:
        b.line("Sibling {s} ({a} yrs) has {x}.", s=c.new_person("FAMILY", last=c.pt.last).f(), a=P(str(r.randrange(2, 9)), "AGE"),
               x=r.choice(["a cold - advised not to visit", "been visiting with grandparents"]))
    b.line("Contact: {m} {ph1}; {f} {ph2}", m=mother.f(), ph1=c.phone("mobile"), f=father.f(), ph2=c.phone("mobile"))
    b.t("\n")
    b.line("Plan: {x}; hearing screen before discharge; {y}", x=r.choice(["wean CPAP", "increase feeds", "repeat SBR tomorrow", "cranial USS"]),
           y=r.choice([["ROP screen ", c.date(r.randrange(3, 14), "wd")], ["HV: ", c.new_person("DOCTOR").full()], "BCG before discharge"]))
    b.t("\n")
    c.signature(b, c.res)
    return b


# ------------------------------------------------------------------ paediatric ward
PAED = [("bronchiolitis", "RSV positive", "nasal high flow, NG feeds"), ("viral-induced wheeze", "PRAM 6", "burst salbutamol, prednisolone"),
        ("gastroenteritis with moderate dehydration", "5% dehydrated", "NG rehydration"), ("febrile UTI", "E. coli", "IV cefotaxime then oral"),
        ("periorbital cellulitis", "no proptosis", "IV ceftriaxone"), ("DKA - new diagnosis T1DM", "pH 7.18", "fluids and insulin per BSPED"),
        ("febrile convulsion", "simple", "observation"), ("community-acquired pneumonia", "RLL", "oral amoxicillin")]


def paediatric_ward(c):
    r, L, b = c.r, c.L, B()
    d = r.choice(PAED)
    title = r.choice(["Paediatric Ward Round", "Children's Ward - Progress Note", "Paediatric Admission Clerking", "Peds Progress Note"])
    c.header(b, title)
    b.line("{d} {t}", d=c.date(r.randrange(0, 3), r.choice(["num", "wd"])), t=tm(r))
    age = c.age
    if age == 0:
        ag = [P(str(r.randrange(2, 11)), "AGE"), "-month-old"]
    else:
        ag = [c.age_p(), r.choice(["-year-old", " yo", "yo"])]
    b.line("{ag} {s} with {dx} ({sev}). Weight %.1f kg." % ((age * 2.6 + 8 if age else 5.5) * (0.85 + r.random() * 0.3)), ag=ag, s="boy" if c.sex == "M" else "girl", dx=d[0], sev=d[1])
    m = c.rel("mother")
    f = c.rel("father")
    b.line("Hx from {mum} {m} {x}.", mum=c.mum(), m=m.f(), x=r.choice(["", ["and dad ", f.f()], ["(interpreter: ", c.new_person("DOCTOR").full(), ")"]]))
    b.line("Background: {x}. Immunisations {y}.", x=r.choice(["born at term, no NICU stay", "ex-32/40 prem", "nil", "eczema, egg allergy"]),
           y=r.choice(["up to date", "delayed", "declined"]))
    if age >= 4:
        b.line("Attends {s}{y}.", s=P(r.choice(L.d["schools"]), "ORGANIZATION"),
               y=r.choice(["", " (Year %d)" % max(1, age - 4), ["; class teacher ", c.new_person("FAMILY").full(), " aware"]]))
    b.line("Social: lives with {mum} ({mp}) and {sib}; {x}.", mum=c.mum(), mp=P(r.choice(pools.PROFESSIONS), "PROFESSION"),
           sib=[(sx := r.choice("MF")) and ("brother " if sx == "M" else "sister "), c.new_person("FAMILY", sx, last=c.pt.last).f(), " (", P(str(r.randrange(1, 16)), "AGE"), ")"],
           x=r.choice(["no smokers at home", "dad smokes outside", ["social worker ", c.new_person("DOCTOR").full(), " involved"], ["HV ", c.new_person("DOCTOR").full()]]))
    b.t("\n")
    b.line("Obs: HR %d RR %d SpO2 %d%% T 3%d.%d PEWS %d" % (r.randrange(90, 180), r.randrange(20, 65), r.randrange(89, 100), r.randrange(6, 9), r.randrange(10), r.randrange(0, 6)))
    b.line("Exam: {x}", x=r.choice(["subcostal recession, widespread crackles", "dry mucous membranes, CRT 3 s", "well, playful", "L periorbital swelling, EOM full"]))
    b.line("Ix: {x} {d}, lab no {a}", x=r.choice(["NPA", "urine MC&S", "FBC/CRP/UE", "blood gas"]), d=c.date(0, "short"), a=c.acc())
    b.line("Mx: {x}", x=d[2])
    b.line("Plan: {p}. {q}", p=r.choice(["wean O2", "feeds 2/3 maintenance", "step down to oral", "discharge when feeding > 50%"]),
           q=r.choice([["Discussed with ", c.dr(c.att), " (consultant)."], ["Reg ", c.res2.full(), " to review pm."], ""]))
    b.line("Parent contact: {ph}", ph=c.phone("mobile"))
    b.t("\n")
    c.signature(b, c.res)
    return b


# ------------------------------------------------------------------ CAMHS
def camhs(c):
    r, L, b = c.r, c.L, B()
    title = r.choice(["CAMHS Choice Assessment", "CAMHS Initial Assessment", "Child & Adolescent Mental Health - Crisis Assessment",
                      "Adolescent Psychiatry Review", "CAMHS Follow-up"])
    c.header(b, title)
    tele = r.random() < 0.2
    b.line("Date: {d}  Clinician: {n} ({role})  Setting: {s}", d=c.date(0, r.choice(["num", "long"])), n=c.np.full() if r.random() < 0.5 else c.res.full(),
           role=r.choice(["CAMHS practitioner", "clinical psychologist", "specialty doctor", "mental health nurse"]),
           s="video (MS Teams)" if tele else r.choice(["clinic", "home visit", "paediatric ward"]))
    if tele:
        b.line("Video session {v}; family joined from IP {i}.", v=P("MT-%d" % r.randrange(1000000, 9999999), "IDNUM"), i=ip(r))
    b.line("Present: {p}, {mum} {m}{x}", p=c.pt.f(), mum=c.mum(), m=c.rel("mother").full(),
           x=r.choice(["", [", stepdad ", c.rel("stepfather").f()], [", social worker ", c.new_person("DOCTOR").full()], [", dad ", c.rel("father").f(), " (by phone)"]]))
    b.t("\n")
    b.line("Reason for referral: {x}. Referred by {g} ({p}) on {d}.", x=r.choice(["low mood and self-harm (cutting forearms)", "restrictive eating, weight loss 6 kg",
                                                                                     "school refusal and panic attacks", "overdose of 16 paracetamol", "query ADHD", "angry outbursts at home"]),
           g=c.dr(c.gp), p=P(c.practice, "HOSPITAL"), d=c.date(-r.randrange(10, 120), "num"))
    b.t("\n")
    b.line("History:")
    sch = r.choice(L.d["schools"])
    fr = c.new_person("FAMILY")
    b.line("{n} is a {a}-year-old in Year {y} at {s}. {He} describes {x} since {d}.", n=c.pt.f(), a=c.age_p(), y=max(3, c.age - 5),
           s=P(sch, "ORGANIZATION"), He=c.He(), x=r.choice(["feeling empty", "bullying online", "not sleeping", "worries about exams"]),
           d=r.choice([c.date(-r.randrange(60, 400), "month"), P(r.choice(pools.HOLIDAYS[c.code]), "DATE"), c.date(-r.randrange(30, 300), "my")]))
    b.line("Messages were sent to {his} {plat} account ({u}); {mum} has screenshots. Best friend {f} is supportive.",
           his=c.his(), plat=r.choice(["Instagram", "Snapchat", "TikTok", "Discord"]), u=P(r.choice(["@", ""]) + c.pt.first.lower().replace(" ", "") + r.choice(["_x", "2009", ".xo", "__", "99"]), "USERNAME"),
           mum=c.mum(), f=fr.f())
    q = r.choice(["i just want it to stop", "nobody would notice if i wasnt here", "its fine when im at nan's", "i hate school"])
    lf = fr.first.lower()
    b.line('In {his} words: "{q}... {lf} is the only one who gets it."', his=c.his(), q=q, lf=P(lf, "FAMILY"))
    b.line("Family: parents separated {d}; {dad} {fn} lives in {ci} and works as {p}. {sib}",
           d=P(str(c.d0.year - r.randrange(1, 10)), "DATE"), dad=r.choice(["dad", "father"]), fn=c.rel("father").f(), ci=P(r.choice(L.d["towns"]), "CITY"),
           p=c.job(),
           sib=["Younger ", "brother" if (sx2 := r.choice("MF")) == "M" else "sister", " ", c.new_person("FAMILY", sx2, last=c.pt.last).f(), ", ", P(str(r.randrange(3, max(4, c.age))), "AGE"), "."])
    b.line("School: head of year {t} {n} reports attendance %d%%." % r.randrange(30, 98), t=r.choice(["Mr", "Mrs", "Ms"]) + ("." if L.dot else ""), n=c.new_person("FAMILY").l())
    b.t("\n")
    b.line("MSE: {x}", x=r.choice(["slim, hoodie covering arms, poor eye contact, mood 'rubbish', reactive affect, no psychotic features",
                                   "fidgety, rapid speech, mood 'fine', no thoughts of self-harm today",
                                   "tearful, low, passive death wish, no plan"]))
    b.line("RCADS / SDQ completed: {x}.", x=r.choice(["elevated depression subscale", "borderline", "clinical range for emotional problems"]))
    b.line("Risk: {x}", x=r.choice(["moderate - safety plan agreed", "high - crisis team daily contact", "low"]))
    b.t("\n")
    b.line("Plan:")
    b.line("- Safety plan shared with {mum} and school nurse {n}", mum=c.mum(), n=c.new_person("DOCTOR").full())
    b.line("- Follow-up {d} at {t} with {n}", d=c.date(r.randrange(3, 21), r.choice(["wd", "wdlong", "num"])), t=tm(r), n=c.np.f() if r.random() < 0.5 else c.np.full())
    b.line("- Crisis contact: CAMHS duty line {ph}; out of hours via {ed}", ph=c.phone(), ed=c.ed())
    if r.random() < 0.4:
        b.line("- Safeguarding referral made, ref {x}", x=P("MASH-%d" % r.randrange(100000, 999999), "IDNUM"))
    b.t("\n")
    c.signature(b, r.choice([c.res, c.np]))
    return b
