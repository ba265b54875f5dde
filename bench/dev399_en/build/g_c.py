"""Genres: histopathology report, dietitian PERT review, discharge summary."""
import datetime
import clinical as K
import common as CM
import country as C
import persona as P
import g_b

HOLIDAYS = ["Christmas", "Easter", "Ramadan", "Diwali", "Eid", "Hanukkah", "Thanksgiving", "New Year",
            "Chinese New Year", "Boxing Day", "Anzac Day", "St Patrick's Day", "Canada Day", "Waitangi Day"]


def histopathology(rng, d, S):
    pt = S.pt
    key = rng.choice(K.DX_KEYS)
    dx = K.DX[key]
    spec, concl = dx["histo"]
    path = P.make_staff(rng, S.cc, "doctor")
    trainee = P.make_staff(rng, S.cc, "doctor")
    onc = P.make_staff(rng, S.cc, "doctor")
    lab = g_b.specimen_no(rng, S)
    recv = S.days(-rng.randrange(3, 12))
    opd = recv
    d.line("{h}", h=("HOSPITAL", S.hosp))
    d.line(rng.choice(["Department of Cellular Pathology", "Anatomical Pathology", "Histopathology Laboratory",
                       "Laboratory Medicine - Surgical Pathology"]))
    d.line(rng.choice(["HISTOPATHOLOGY REPORT", "SURGICAL PATHOLOGY REPORT", "Final Pathology Report"]))
    d.line()
    d.line("Lab No: {l}    Received: {r}    Reported: {p}", l=("IDNUM", lab), r=S.d(recv), p=S.d(S.date))
    if rng.random() < 0.5:
        d.line("Surname: {s}   Forename(s): {f}   Sex: {x}", s=("PATIENT", pt.last.upper()),
               f=("PATIENT", pt.first + (" " + pt.mid if pt.mid else "")), x=pt.sex)
        d.line("DOB: {dob}   Hosp No: {m}   {nid}", dob=S.d_alt(pt.dob), m=("MRN", pt.mrn), nid=S.natid_seg())
    else:
        CM.banner(d, S, rng, with_addr=False)
    d.line("Requesting clinician: {c} (HPB Surgery)   Source: {w}", c=P.staff_ref(S.consultant, rng),
           w=("HOSPITAL", S.ward) if rng.random() < 0.6 else ("HOSPITAL", S.hosp))
    if rng.random() < 0.5:
        d.line("Copy to: {o} (Medical Oncology); {g}, {pr}", o=P.staff_ref(onc, rng), g=P.staff_ref(S.gp, rng),
               pr=("HOSPITAL", S.practice))
    d.line()
    d.line("SPECIMEN: " + spec)
    d.line("CLINICAL DETAILS: {hx}. Surgery on {dt}. {q}", hx=CM.cap(rng.choice(dx["hx"])), dt=S.d(opd),
           q=rng.choice(["? margins.", "Please assess nodes.", "For MDT.", "Urgent please.", ""]))
    d.line()
    d.line("MACROSCOPY:")
    d.line('Received in formalin labelled with the patient\'s details and "{s}". {m}', s=spec.lower(),
           m=rng.choice(["Specimen measures 145 x 60 x 40 mm with a 42 mm length of duodenum.",
                         "Gallbladder 85 x 30 mm, wall up to 6 mm; contains 14 mixed stones up to 11 mm.",
                         "Liver wedge 92 x 70 x 48 mm, weight 146 g. Capsule intact.",
                         "Distal pancreas 110 x 35 x 25 mm with attached spleen (142 g).",
                         "Multiple fragments of tan tissue, aggregate 40 x 30 x 10 mm."]))
    d.line("Margins inked: {c}. Blocks: A1-A{n} (tumour), B1-B{k} (nodes), C1 (margin). {who}",
           c=rng.choice(["SMV groove blue, SMA black, posterior green", "parenchymal margin black", "not applicable"]),
           n=str(rng.randrange(4, 14)), k=str(rng.randrange(2, 9)),
           who=rng.choice([["Dissected by ", ("DOCTOR", trainee.full), " (ST3)."], ["(BMS ", ("DOCTOR", trainee.initials), ")"], ""]))
    d.line()
    d.line("MICROSCOPY:")
    d.line(concl + " " + rng.choice(["Perineural invasion is present.", "No lymphovascular invasion identified.",
                                     "Background shows PanIN-2.", "Background liver shows mild steatosis (5-33%)."]))
    if rng.random() < 0.5:
        d.line("Immunohistochemistry: CK7+, CK20-, CDX2 focal; MMR proteins (MLH1, PMS2, MSH2, MSH6) retained.")
    d.line()
    if key in ("pdac_head", "pdac_body", "hilar_chca", "crlm", "hcc", "pnet"):
        d.line("SYNOPTIC DATA (" + rng.choice(["RCPath dataset 2019", "CAP protocol v4.2", "ICCR dataset",
                                               "RCPA structured report"]) + "):")
        d.line("  Tumour size: {s} mm   Grade: {g}   pT {t}  pN {n}  R status: {r}", s=str(rng.randrange(9, 60)),
               g=rng.choice(["G1", "G2", "G3"]), t=rng.choice(["1c", "2", "3", "2b"]), n=rng.choice(["0", "1", "2"]),
               r=rng.choice(["R0", "R1 (< 1 mm)", "R0"]))
        d.line("  Nodes: {a}/{b}   LVI: {l}   PNI: {p}   AJCC 8th edition", a=str(rng.randrange(0, 6)), b=str(rng.randrange(8, 31)),
               l=rng.choice(["present", "absent"]), p=rng.choice(["present", "absent"]))
    d.line("SNOMED: " + rng.choice(["T59000 M81403", "T56000 M80103", "T57000 M45000", "T59300 M84533", "T56000 M81703"]))
    d.line()
    d.line("CONCLUSION:")
    d.line("{s}: {c}", s=spec, c=concl)
    if rng.random() < 0.5:
        d.line("Case reviewed at intradepartmental consensus with {c}.", c=P.staff_ref(P.make_staff(rng, S.cc, "doctor"), rng))
    d.line()
    d.line("Reported by: {p}, Consultant Histopathologist ({l} {v})", p=P.staff_ref(path, rng, "title_full"),
           l=path.lic[0], v=("LICENSE", path.lic[1]))
    d.line("Authorised {dt} {t} by {u}", dt=S.d(S.date), t="%02d:%02d" % (rng.randrange(8, 19), rng.randrange(60)),
           u=("USERNAME", path.user))
    if rng.random() < 0.4:
        d.line("Enquiries: {p} / {e}", p=("PHONE", C.phone(rng, S.cc, "ext")), e=("EMAIL", "cellpath@example.org"))


def dietitian_pert(rng, d, S):
    pt = S.pt
    key = rng.choice(["pdac_head", "pdac_body", "chronic_pancreatitis", "necrotising", "ipmn", "pnet", "pdac_head"])
    dx = K.DX[key]
    rd = P.make_staff(rng, S.cc, "dietitian")
    cns = P.make_staff(rng, S.cc, "nurse")
    wt = rng.uniform(44, 96)
    usual = wt + rng.uniform(2, 14)
    ht = rng.uniform(1.52, 1.90)
    d.line(rng.choice(["DIETETIC REVIEW - PANCREATIC ENZYME REPLACEMENT THERAPY", "Dietitian review (PERT)",
                       "Nutrition & Dietetics: Pancreatic Enzyme Review", "HPB DIETETICS NOTE"]))
    d.line("{h} - {c}", h=("HOSPITAL", S.hosp), c=rng.choice(["HPB outpatient clinic", "telephone clinic", "ward referral",
                                                              "video consultation"]))
    d.line("Date: {dt}", dt=S.d(S.date))
    CM.banner(d, S, rng, with_addr=rng.random() < 0.4)
    d.line("Referred by: {c}, {r}", c=("DOCTOR", cns.full), r=rng.choice(["HPB CNS", "pancreatic CNS", "HPB specialist nurse"]))
    d.line("Diagnosis: {dx} ({op})", dx=dx["name"], op=dx["op"])
    d.line()
    d.line("ANTHROPOMETRY")
    d.line("Weight {w} kg (usual {u} kg in {m}) - {pc}% loss. Height {h} m. BMI {b} kg/m2.",
           w="%.1f" % wt, u="%.0f" % usual, m=("DATE", C.fmt_month_year(S.days(-rng.randrange(90, 300)), rng)),
           pc="%.1f" % ((usual - wt) / usual * 100), h="%.2f" % ht, b="%.1f" % (wt / ht / ht))
    d.line("MUST score {m}. Handgrip (dominant) {g} kg. Mid-arm circumference {c} cm.", m=str(rng.randrange(0, 4)),
           g=str(rng.randrange(14, 44)), c="%.1f" % rng.uniform(20, 33))
    d.line()
    d.line("SYMPTOMS")
    d.line("Bowels {n}x/day, Bristol type {b}, {f}. {o}", n=str(rng.randrange(1, 7)), b=str(rng.randrange(4, 8)),
           f=rng.choice(["pale, floating and hard to flush", "oily with urgency", "loose after fatty meals", "formed"]),
           o=rng.choice(["Bloating and wind in the evenings.", "Early satiety.", "Nocturnal diarrhoea x2.", "No abdominal pain."]))
    d.line()
    d.line("CURRENT PERT")
    cur = rng.choice(["Creon 10000 one with meals", "Creon 25000 one with meals, none with snacks",
                      "Nutrizym 22 one with main meal only", "Pancrex V powder (not taking)", "nil"])
    d.line("{c}. Taking {how}. PPI: {p}.", c=cur, how=rng.choice(["at the end of the meal", "before eating", "with the first mouthful",
                                                                    "only when remembered"]),
           p=rng.choice(["omeprazole 20 mg OD", "lansoprazole 30 mg BD", "none"]))
    d.line()
    d.line("DIET HISTORY")
    d.line("Breakfast: " + rng.choice(["porridge with whole milk", "toast and butter x2", "nil, tea only", "cereal with semi-skimmed"]) +
           ". Lunch: " + rng.choice(["soup and a roll", "sandwich", "rice and curry", "leftovers"]) +
           ". Evening meal: " + rng.choice(["meat, potatoes and veg", "pasta", "fish and chips once a week", "stir fry"]) +
           ". Snacks: " + rng.choice(["biscuits", "crisps", "fruit", "chocolate", "nil"]) + ".")
    r = rng.random()
    if r < 0.35:
        d.line("Religious/cultural: {t} {l} {w} - discussed porcine origin of Creon; {a}.", t=pt.title_p, l=("PATIENT", pt.last),
               w=rng.choice(["keeps kosher", "is vegetarian", "is vegan", "prefers no animal products", "keeps halal"]),
               a=rng.choice(["accepts as medicine", "will discuss with family", "wishes to try alternatives"]))
    elif r < 0.7:
        hol = rng.choice(HOLIDAYS)
        d.line("{H} is fasting / celebrating {h} next month; plan for enzyme timing agreed.",
               H="He" if pt.sex == "M" else "She", h=("DATE", hol))
    d.line("Social: lives with {k}. {w}.", k=S.kin_seg(), w=CM.capseg(S.work_seg()))
    if rng.random() < 0.4:
        d.line("Plans to visit family in {c} over {h}; supply of Creon for travel arranged.", c=CM.country_seg(pt.birth_country),
               h=("DATE", rng.choice(HOLIDAYS)))
    d.line()
    d.line("BIOCHEMISTRY ({dt})", dt=S.d(S.days(-rng.randrange(1, 30))))
    d.line("HbA1c {a} mmol/mol; 25-OH vitamin D {v} nmol/L; vitamin A {va} umol/L; Mg {m}; albumin {al}; faecal elastase {fe} ug/g",
           a=str(rng.randrange(38, 90)), v=str(rng.randrange(12, 90)), va="%.1f" % rng.uniform(0.6, 2.4),
           m="%.2f" % rng.uniform(0.55, 1.0), al=str(rng.randrange(26, 44)), fe=str(rng.randrange(15, 200)))
    d.line()
    d.line("PLAN")
    plans = ["Increase to Creon 25000: 2-3 capsules with meals, 1-2 with snacks (max 10,000 lipase units/kg/day)",
             "Take with the first mouthful; if meal > 30 min, split the dose", "Continue PPI to improve enzyme efficacy",
             "Oral nutritional supplements: Fortisip Compact Protein 2/day (with 1 Creon 25000 each)",
             "Fat-soluble vitamin supplementation: Forceval 1 OD and colecalciferol 20,000 units weekly",
             "Liaise with diabetes team - type 3c diabetes, hypoglycaemia risk as absorption improves",
             "Food and symptom diary for 1 week", "DEXA scan via GP (osteoporosis risk)"]
    for x in K.pick(rng, plans, rng.randrange(3, 7)):
        d.line("- " + x)
    d.line("- Review {how} on {dt}", how=rng.choice(["by phone", "in clinic", "by video"]), dt=S.d(S.days(rng.randrange(14, 42))))
    if rng.random() < 0.4:
        d.line("- Written info: PERT leaflet and {u}", u=("URL", CM.portal_url(rng)))
    d.line()
    d.line("{n}, {r}", n=("DOCTOR", rd.full), r=rng.choice(["Specialist Dietitian (HPB)", "Senior Dietitian", "RD", "APD"]))
    lab = {"UK": "HCPC DT", "IE": "CORU DI", "AU": "APD", "NZ": "NZDB", "US": "CDR", "CA": "Reg."}[S.cc]
    d.line("{l} {v}   Tel {p}   {e}", l=lab.split()[0], v=("LICENSE", (lab.split()[1] if " " in lab else "") + C.digits(rng, 6)),
           p=("PHONE", C.phone(rng, S.cc, "ext")), e=("EMAIL", rd.email))


def discharge_summary(rng, d, S):
    pt = S.pt
    key = rng.choice(K.DX_KEYS)
    dx = K.DX[key]
    op = g_b.OPS[g_b.DX_OP[key]][0]
    adm = S.days(-rng.randrange(3, 24))
    opd = adm + datetime.timedelta(days=rng.randrange(0, max(1, (S.date - adm).days - 1)))
    fy = P.make_staff(rng, S.cc, "doctor")
    cns = P.make_staff(rng, S.cc, "nurse")
    d.line("{h}", h=("HOSPITAL", S.hosp))
    d.line(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Electronic Discharge Summary (eDS)",
                       "Discharge Summary - Surgical Services"]))
    d.line()
    CM.banner(d, S, rng, with_addr=True)
    d.line("{gw}: {g}, {pr}   Tel {p}  Fax {f}", gw=CM.gp_word(S.cc), g=P.staff_ref(S.gp, rng), pr=("HOSPITAL", S.practice), p=("PHONE", S.gp_phone),
           f=("FAX", S.gp_fax))
    d.line("Admitted: {a}   Discharged: {b}   LOS {n} days", a=S.d(adm), b=S.d(S.date), n=str((S.date - adm).days))
    d.line("Consultant: {c}   Ward: {w}   Route: {r}", c=P.staff_ref(S.consultant, rng), w=("HOSPITAL", S.ward),
           r=rng.choice(["ED", "elective", "GP referral", "SAU", "inter-hospital transfer"]))
    if rng.random() < 0.35:
        d.line("Transferred from {h} on {dt}.", h=("HOSPITAL", S.ref_hosp), dt=S.d(adm))
    d.line()
    d.line("Primary diagnosis: " + dx["name"])
    d.line("Secondary: " + ", ".join(K.pick(rng, K.COMORB, rng.randrange(1, 4))))
    d.line("Procedures: {o} ({dt})", o=op, dt=S.d(opd))
    if rng.random() < 0.4:
        d.line("            ERCP + stent ({dt})", dt=S.d(adm))
    d.line()
    d.line("Clinical summary:")
    d.line("{n}, aged {a}, was admitted with {dx} ({hx}). {c} {x}", n=S.pt_name(rng.choice(["title_last", "full"])),
           a=("AGE", str(pt.age)),
           dx=dx["name"], hx=rng.choice(dx["hx"]),
           c=rng.choice(["Uncomplicated recovery on the ERAS pathway.", "Post-op course complicated by grade B POPF managed with IR drain.",
                         "Developed DGE requiring NJ feeding for 9 days.", "Superficial SSI treated with flucloxacillin.",
                         "Post-op AF, rate-controlled with bisoprolol.", "Clavien-Dindo grade II (blood transfusion 2 units)."]),
           x=rng.choice(K.NEG_DOC))
    if rng.random() < 0.5:
        d.line("Histology ({l}): {h}", l=("IDNUM", g_b.specimen_no(rng, S)), h=dx["histo"][1])
    d.line()
    d.line("Medications on discharge:")
    d.line("{:<34}{:<10}{}".format("Drug / dose / frequency", "Status", "Comment"))
    for m in K.pick(rng, K.MEDS, rng.randrange(4, 9)):
        d.line("{:<34}{:<10}{}".format(m[:33], rng.choice(["new", "continued", "changed", "continued"]),
                                        rng.choice(["", "", "2/52 supply", "review GP", "stop after 28 days"])))
    d.line("Allergies: " + rng.choice(K.ALLERGIES))
    d.line()
    d.line("Follow-up:")
    d.line("- HPB clinic with {c} on {dt}", c=P.staff_ref(S.consultant, rng, "title_last"), dt=S.d(S.days(rng.randrange(10, 60))))
    d.line("- Clips out day 10-12 at {pr} (practice nurse)", pr=("HOSPITAL", S.practice))
    if rng.random() < 0.5:
        d.line("- District nurses to visit {a} for drain care", a=S.pt_addr())
    d.line("- " + CM.gp_word(S.cc) + ": LFTs and U&E in 1 week; continue Creon and titrate")
    d.line("- Contact HPB CNS {c} on {p} or {e} with any concerns", c=("DOCTOR", cns.full), p=("PHONE", C.phone(rng, S.cc, "ext")),
           e=("EMAIL", S.dept_email))
    d.line("Information given to patient and {k}.", k=S.kin_seg(with_phone=rng.random() < 0.5))
    if S.cc != "UK" and rng.random() < 0.3:
        d.line("Social work referral for income support; {l} {v}.", l=pt.ssn[0], v=("SSN", pt.ssn[1]))
    if rng.random() < 0.3:
        d.line("Fit note: unfit for work as {a} {p} for 6 weeks.", a=CM.an(pt.profession), p=("PROFESSION", pt.profession))
    d.line("Not to drive for 4-6 weeks; {s}.", s=rng.choice(["inform insurer", "DVLA need not be informed" if S.cc == "UK" else "check with insurer", "may drive once able to do an emergency stop"]))
    d.line()
    d.line("Completed by {n}, {g}, {pw} {b}, {dt}", pw=CM.pager_word(S.cc, rng), n=P.staff_ref(fy, rng, "full"), g=rng.choice(["FY1", "FY2", "Resident", "Intern", "CT1"]),
           b=("PHONE", C.phone(rng, S.cc, "pager")), dt=S.d(S.date))
    if rng.random() < 0.6:
        CM.audit(d, S, rng, fy)
