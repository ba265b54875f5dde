"""Genre writers, part C: psychiatry, step-down, palliative, discharge letters, ED re-attendance, handover."""
import datetime as dt

import pools
from core import B, P, idgen, numword
from genres_a import tm
from genres_b import ip, letterhead, gp_block


def mh_act(c):
    return {"US": "involuntary hold (5150)", "UK": "Section 2 MHA", "CA": "Form 1 (Mental Health Act)", "AU": "Assessment Order (Mental Health Act)",
            "IE": "involuntary admission (MHA 2001)", "NZ": "Section 11 (MH(CAT) Act)", "ZA": "Section 33 MHCA (involuntary)"}[c.code]


# ------------------------------------------------------------------ adult inpatient psychiatry
def adult_psychiatry(c):
    r, L, b = c.r, c.L, B()
    title = r.choice(["Psychiatric Admission Note", "Inpatient Psychiatry - Ward Review", "Acute Mental Health Unit - Progress Note", "Psychiatry Admission Clerking"])
    c.header(b, title)
    b.line("{d} {t} - {w}, room {rm}", d=c.date(0, r.choice(["num", "wd", "long"])), t=tm(r), w=c.ward_p(), rm=P(c.room, "LOCATION_OTHER"))
    b.line("Legal status: {x}. Informal status {y}.", x=mh_act(c), y=r.choice(["declined", "not appropriate"]))
    b.t("\n")
    b.line("{n}, {a}{s}, {x}.", n=c.pname(r.choice(["title", "full", "first"])), a=c.age_p(), s=r.choice(["M" if c.sex == "M" else "F", " year old " + c.mf()]),
           x=r.choice([["brought in by police after being found at ", P(r.choice(L.d["landmarks"]), "LOCATION_OTHER"), " (incident ", P("%s%d" % (r.choice(["CAD", "INC-", "P"]), r.randrange(10000, 9999999)), "IDNUM"), ")"],
                       ["referred by the crisis team (", c.new_person("DOCTOR").full(), ")"],
                       ["self-presented to ", c.ed(), " at ", c.hosp_p()],
                       ["transferred from ", P(c.hosp2, "HOSPITAL"), " for a bed"]]))
    b.line("Known to {t} CMHT; care coordinator {n} ({ph}).", t=P(r.choice(L.d["towns"]), "CITY"), n=c.new_person("DOCTOR").full(), ph=c.phone())
    b.line("Diagnosis: {x}. Last admission {d} to {w}.", x=r.choice(["schizophrenia", "bipolar affective disorder", "EUPD", "schizoaffective disorder", "recurrent depressive disorder"]),
           d=c.date(-r.randrange(90, 1500), "my"), w=P(r.choice(L.d["wards"]), "HOSPITAL"))
    b.t("\n")
    b.line("HPC:")
    sib = r.choice(["brother", "sister"])
    sn = c.rel(sib)
    b.line("Collateral from {sib} {n} (tel {ph}): stopped {med} around {d}; not sleeping, spending heavily, {x}.",
           sib=sib, n=sn.full(), ph=c.phone("mobile"), med=r.choice(["olanzapine", "lithium", "depot", "aripiprazole"]),
           d=r.choice([P(r.choice(pools.HOLIDAYS[c.code]), "DATE"), c.date(-r.randrange(10, 60), "dm")]),
           x=r.choice(["believes neighbours are poisoning water", "sending emails to the council at all hours", "wandering at night"]))
    q = r.choice(["my %s %s stole my phone and gave it to the government" % (sib, sn.first.lower()), "%s knows what they did" % sn.first.lower(),
                  "tell %s im not coming home" % sn.first.lower()])
    pre, nm, post = q.partition(sn.first.lower())
    b.line('Pt states: "{a}{n}{z}"', a=pre, n=P(nm, "FAMILY"), z=post)
    if r.random() < 0.5:
        b.line("Pt emailed the team from {e} at 03:14 with {x}.", e=c.pt.email(r, r.choice(L.d["maildomains"])), x=r.choice(["long religious texts", "photos of his neighbours", "complaints"]))
    if r.random() < 0.4:
        b.line("Social media posts under handle {u} reviewed with consent.", u=P("@" + (c.pt.first[:3] + c.pt.last[:4]).lower().replace(" ", "") + str(r.randrange(10, 99)), "USERNAME"))
    b.t("\n")
    b.line("Social:")
    b.line("- {x}", x=r.choice([["Lives in supported accommodation at ", P(c.addr["street"], "STREET"), ", ", c.city_p()], ["NFA since ", c.date(-r.randrange(20, 200), "my")],
                                 ["Lives with mother ", c.rel("mother").full(), " in ", c.city_p()]]))
    b.line("- {x}", x=r.choice([["Previously worked as ", c.job(), " at ", P(r.choice(L.d["employers"]), "ORGANIZATION"), " until ", P(str(c.d0.year - r.randrange(0, 6)), "DATE")],
                                 ["Unemployed; receives benefits (", c.ssn_label(), " ", P(c.ssn, "SSN"), ")"], ["Student at ", P(r.choice(L.d["univ"]), "ORGANIZATION")]]))
    b.line("- Substances: {x}", x=r.choice(["cannabis daily", "alcohol 60 u/wk", "nil", "methamphetamine"]))
    if r.random() < 0.3:
        b.line("- OST: methadone 60 mg from {ph}; daily dispensing verified by palm-vein ID {x}", ph=P(r.choice(L.d["pharmacies"]), "HOSPITAL"), x=P(idgen(r, L, "BIO"), "BIOID"))
    b.t("\n")
    b.line("MSE: {x}", x=r.choice(["unkempt, guarded, pressured speech, grandiose and persecutory delusions, no insight",
                                   "flat affect, thought block, 3rd-person auditory hallucinations", "irritable, labile, flight of ideas, distractible"]))
    b.line("Risk: {x}", x=r.choice(["to others - moderate; to self - low", "absconsion - high; level 2 obs", "self-neglect - high"]))
    b.t("\n")
    b.line("Plan: {m}; bloods (lab no {a}); ECG; MDT review {d} with {n} (consultant).", m=r.choice(["restart olanzapine 10 mg", "lithium level", "lorazepam PRN", "clozapine titration"]),
           a=c.acc(), d=c.date(r.randrange(1, 4), r.choice(["weekday", "wd"])), n=c.dr(c.att))
    b.line("Inform {n} (nearest relative) of detention - done by {s} at {t}.", n=sn.full(), s=c.nurse.full(), t=tm(r))
    b.t("\n")
    c.signature(b)
    return b


# ------------------------------------------------------------------ ICU step-down
def icu_stepdown(c):
    r, L, b = c.r, c.L, B()
    title = r.choice(["Critical Care Outreach - Step-down Review", "ICU Step-down Note", "HDU Discharge Summary to Ward", "Post-ICU Ward Review"])
    c.header(b, title)
    icu_days = r.randrange(2, 25)
    sd = r.randrange(1, 4)
    b.line("Seen {d} {t} on {w}, {bb}", d=c.date(icu_days + sd, r.choice(["num", "wd"])), t=tm(r), w=c.ward_p(),
           bb=["bay ", P(c.bay, "LOCATION_OTHER"), ", bed ", P(c.bed, "LOCATION_OTHER")])
    b.line("Outreach: {n} ({role}), ext {e}", n=c.nurse.full(), role=r.choice(["CCOT nurse", "outreach RN", "rapid response nurse"]), e=P(str(r.randrange(2000, 99999)), "PHONE"))
    b.t("\n")
    b.line("{a}{s} admitted ICU {d} with {x}. Stepped down {d2} after {n} days ({v}).", a=c.age_p(), s=c.sex, d=c.date(0, "short"),
           x=r.choice(["septic shock secondary to perforated diverticulum", "severe CAP requiring intubation", "post-op following emergency laparotomy",
                       "DKA with AKI", "status epilepticus", "polytrauma after RTC"]), d2=c.date(icu_days, "short"), n=icu_days,
           v=r.choice(["%d days ventilated" % r.randrange(1, icu_days + 1), "NIV only", "vasopressors for 3 days"]))
    b.line("Lines/devices:")
    b.line("- R IJ CVC inserted {d} - remove today", d=c.date(r.randrange(0, 3), "short"))
    b.line("- PICC placed {d} by {n}", d=c.date(icu_days - 1, "short"), n=c.new_staff([("vascular access nurse", "RN")]).full())
    if r.random() < 0.5:
        b.line("- Tracheostomy (Portex size 8) {d}; decannulation plan per SLT {n}", d=c.date(r.randrange(1, icu_days + 1), "short"), n=c.ahp[0].f())
    b.line("- Infusion pump asset {a}; {x}", a=P(idgen(r, L, "SERIAL"), "DEVICE"), x=r.choice(["insulin VRIII", "heparin", "amiodarone"]))
    if r.random() < 0.35:
        b.line("- Dual-chamber ICD (Medtronic Evera) SN {s}, interrogated {d}: no events", s=P(idgen(r, L, "SERIAL"), "DEVICE"), d=c.date(icu_days, "short"))
    if r.random() < 0.25:
        b.line("- Wireless telemetry pack {s} (gateway {i})", s=P(idgen(r, L, "SERIAL"), "DEVICE"), i=ip(r))
    b.t("\n")
    b.line("Obs: NEWS2 %d. HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s. UO %d mL/h." % (r.randrange(0, 6), r.randrange(65, 115), r.randrange(95, 150), r.randrange(50, 85),
           r.randrange(14, 26), r.randrange(92, 100), r.choice(["RA", "2 L", "40% humidified"]), r.randrange(20, 120)))
    b.line("ABG {d}: pH 7.%d pCO2 %.1f pO2 %.1f HCO3 %d lactate %.1f" % (r.randrange(30, 48), r.random() * 3 + 4, r.random() * 6 + 8, r.randrange(18, 30), r.random() * 2 + 0.5),
           d=c.date(icu_days + sd, "short"))
    c.labs(b, (icu_days - 1, icu_days, icu_days + sd))
    b.line("Issues: ICU-acquired weakness, delirium (CAM-ICU positive {d}), deconditioning.", d=c.date(icu_days - 1, "weekday"))
    b.line("Family: meeting held {d} with {k1} {n1} and {k2} {n2}; ceiling of care: {x}.", d=c.date(r.randrange(1, icu_days + 1), r.choice(["short", "wd"])),
           k1=(k1 := r.choice([c.spouse(), "partner"])), n1=c.rel(k1).f(), k2=(k2 := r.choice(["son", "daughter"])), n2=c.rel(k2).full(),
           x=r.choice(["full escalation", "ward-based care, not for re-intubation", "NIV"]))
    b.line("Plan: outreach review x2 daily for 48 h; physio ({p}); ICU follow-up clinic {d} at {h}.", p=c.ahp[-1].full(),
           d=c.date(icu_days + r.randrange(40, 90), "my"), h=c.hosp_p())
    b.t("\n")
    c.signature(b, c.res, when=icu_days + sd)
    return b


# ------------------------------------------------------------------ palliative care consult
def palliative_care(c):
    r, L, b = c.r, c.L, B()
    title = r.choice(["Specialist Palliative Care Consultation", "Palliative Care Team - Initial Consult", "Hospital Palliative Care Review", "SPCT Note"])
    c.header(b, title)
    b.line("Date: {d}   Requested by: {n} ({sp})", d=c.date(0, r.choice(["num", "long", "wd"])), n=c.dr(c.res2), sp=r.choice(["oncology", "respiratory", "general medicine", "renal"]))
    b.line("Seen by: {n}{x}", n=c.dr(c.att) if r.random() < 0.5 else c.np.signed(L), x=r.choice(["", [" with ", c.nurse.full(), " (CNS)"]]))
    b.t("\n")
    b.line("{a} yo {s} with {x}.", a=c.age_p(), s=c.mf(), x=r.choice(["metastatic pancreatic cancer", "end-stage COPD", "MND (bulbar onset)", "metastatic prostate cancer with cord compression",
                                                                     "end-stage heart failure", "glioblastoma, post-resection", "metastatic NSCLC"]))
    b.line("Diagnosed {d} at {h}; {t}.", d=c.date(-r.randrange(60, 900), "my"), h=P(c.hosp2, "HOSPITAL"),
           t=r.choice(["palliative chemo stopped after cycle 4", "best supportive care", "radiotherapy completed " , "declined further treatment"]).strip())
    b.line("Symptoms: pain %d/10, nausea, breathlessness on minimal exertion, poor oral intake. AKPS %d. Phase: %s." %
           (r.randrange(2, 9), r.choice([20, 30, 40, 50]), r.choice(["deteriorating", "unstable", "terminal"])))
    b.line("Current: MST 30 mg BD, oramorph 5 mg PRN x%d/24h; cyclizine; dexamethasone 4 mg." % r.randrange(1, 7))
    b.t("\n")
    k = r.choice([c.spouse(), "daughter", "son", "partner"])
    p = c.rel(k)
    b.line("Conversation with {n} and {k} {kn} in {rm}:", n=c.pt.f(), k=k, kn=p.full() if r.random() < 0.5 else p.f(),
           rm=r.choice([["side room ", P(str(r.randrange(1, 20)), "LOCATION_OTHER")], ["the quiet room on ", c.ward_p()], ["room ", P(c.room, "LOCATION_OTHER")]]))
    b.line("- Understands disease is not curable. Wishes to die at home in {ci} if possible.", ci=c.city_p())
    who = r.choice(["granddaughter", "son", "brother", "daughter"])
    b.line("- Hopes to see {who} {n}, who flies in from {co} on {d}.", who=who, n=c.rel(who).f(),
           co=c.country(), d=c.date(r.randrange(1, 6), r.choice(["weekday", "wd"])))
    b.line("- Faith: {x}", x=r.choice([["Catholic; Fr ", c.new_person("FAMILY", "M").l(), " from ", P(r.choice(L.d["churches"]), "ORGANIZATION"), " to visit"],
                                        ["seen by hospital chaplain ", c.new_staff([("chaplain", "Rev")]).full()], "none"]))
    b.line("- DNACPR/{x} completed {d}; copy to GP.", x=r.choice(["ReSPECT", "POLST", "ACP", "Goals of Care form"]), d=c.date(0, "short"))
    if r.random() < 0.4:
        b.line("- Daughter set up a fundraising page {u} for the trip home.", u=P("www." + r.choice(["givealittle-example.org", "gofund-example.com", "justgive-example.org"]) + "/" + c.pt.first.lower().replace(" ", "-") + "-" + c.pt.last.lower().replace(" ", "-"), "URL"))
    if r.random() < 0.3:
        b.line("- {k} joined by video link (IP {i}) for part of discussion.", k=c.rel("sister").f(), i=ip(r))
    b.t("\n")
    b.line("Recommendations:")
    b.line("1. Convert to CSCI via syringe driver (T34) - device SN {s}: morphine 20 mg + midazolam 10 mg / 24 h.", s=P(idgen(r, L, "SERIAL"), "DEVICE"))
    b.line("2. Anticipatory medications prescribed.")
    b.line("3. Fast-track CHC / home care referral; hospice bed at {h} as alternative.", h=P(r.choice(["St Clare's Hospice", "Harbourlight Hospice", "Kindred Rest Hospice", "Mercy House Hospice"] + (["Ngā Manaaki Hospice"] if c.code == "NZ" else [])), "HOSPITAL"))
    b.line("4. Community palliative team ({n}) notified - tel {ph}.", n=c.nurse2.full(), ph=c.phone())
    b.line("5. We will review again {d}. Out of hours: palliative advice line {ph}.", d=c.date(r.randrange(1, 4), r.choice(["weekday", "wd"])), ph=c.phone())
    b.t("\n")
    c.signature(b, r.choice([c.att, c.np]))
    return b


# ------------------------------------------------------------------ discharge letter
DC_SC = [
    ("Community-acquired pneumonia (CURB-65 2)", "fever and productive cough", "IV co-amoxiclav and clarithromycin", "CXR", "right lower lobe consolidation",
     ["Amoxicillin 500 mg TDS for 3 more days", "Clarithromycin 500 mg BD for 3 more days"]),
    ("Non-ST elevation myocardial infarction", "central chest pain", "dual antiplatelets and fondaparinux", "Coronary angiogram", "a 90% proximal LAD stenosis, stented",
     ["Aspirin 75 mg OD", "Ticagrelor 90 mg BD for 12 months", "Atorvastatin 80 mg ON", "Bisoprolol 2.5 mg OD (NEW)", "Ramipril 1.25 mg OD (NEW)"]),
    ("Acute pyelonephritis", "rigors and loin pain", "IV gentamicin then oral co-amoxiclav", "USS renal tract", "no hydronephrosis",
     ["Co-amoxiclav 625 mg TDS to complete 10 days"]),
    ("Infective exacerbation of COPD", "increasing breathlessness and purulent sputum", "nebulisers, prednisolone and doxycycline", "CXR", "hyperinflation, no consolidation",
     ["Prednisolone 30 mg OD to complete 5 days", "Doxycycline 100 mg OD to complete 5 days", "Trimbow 2 puffs BD"]),
    ("Lower limb cellulitis", "a hot swollen left leg", "IV flucloxacillin", "Venous Doppler", "no DVT",
     ["Flucloxacillin 1 g QDS to complete 7 days"]),
    ("Acute kidney injury (pre-renal) secondary to diarrhoea", "vomiting and diarrhoea", "IV fluids; ramipril and metformin held", "USS KUB", "normal-sized kidneys, no obstruction",
     ["Ramipril 2.5 mg OD (HELD - restart at GP review)"]),
    ("Atrial fibrillation with fast ventricular response", "palpitations", "bisoprolol and anticoagulation", "Echocardiogram", "mildly dilated LA, LVEF 55%",
     ["Bisoprolol 5 mg OD (NEW)", "Apixaban 5 mg BD (NEW)"]),
    ("Hypoglycaemia secondary to sulfonylurea", "confusion and sweating", "IV dextrose and gliclazide stopped", "CT head", "no acute intracranial abnormality",
     ["Gliclazide STOPPED", "Sitagliptin 100 mg OD (NEW)"]),
]

def discharge_letter(c):
    r, L, b = c.r, c.L, B()
    letterhead(c, b, r.choice(["Discharge Summary", "Inpatient Discharge Letter", "Hospital Discharge Summary", "Transfer of Care Letter"]))
    los = r.randrange(1, 21)
    b.line("Date of letter: {d}", d=c.date(los + r.randrange(0, 3), r.choice(["long", "num"])))
    b.t("\n")
    gp_block(c, b)
    b.line("Patient: {n}   DOB: {d}   {l}: {m}", n=r.choice([c.pt.full(), c.pt.lf(caps=True, mid=True)]), d=c.dob_p(), l=c.mrn_label(), m=P(c.mrn, "MRN"))
    b.line("Address: {a}", a=c.addr_pieces())
    b.line("{nl}: {nv}{s}", nl=c.nat_label(), nv=P(c.nat, "HEALTHPLAN"),
           s=["   ", c.ssn_label(), ": ", P(c.ssn, "SSN")] if r.random() < 0.45 else "")
    if c.us and r.random() < 0.7:
        b.line("Payer: {ins}  Member ID: {m}  Group: {g}", ins=P(r.choice(L.d["insurers"]), "ORGANIZATION"), m=P(c.plan, "HEALTHPLAN"), g=c.idn("GROUP", "HEALTHPLAN"))
    elif c.code in ("AU", "ZA", "IE") and r.random() < 0.5:
        b.line("Private cover: {ins}, member no. {m}", ins=P(r.choice(L.d["insurers"]), "ORGANIZATION"), m=P(c.plan, "HEALTHPLAN"))
    b.line("Admitted: {a}   Discharged: {d}   Ward: {w}   Consultant: {c}", a=c.date(0, "num"), d=c.date(los, "num"), w=c.ward_p(), c=c.dr(c.att, "full"))
    b.line("Encounter no: {e}", e=P(c.acct, "ACCOUNT"))
    b.t("\n")
    b.line("Dear {g},", g=c.dr(c.gp, "last"))
    b.t("\n")
    sc = r.choice(DC_SC)
    dx = sc[0]
    b.line("Diagnosis: {x}", x=dx)
    b.line("Comorbidities: {x}", x=", ".join(r.sample(["HTN", "T2DM", "CKD 3a", "hypothyroidism", "OA", "AF", "COPD", "depression", "IHD - PCI to LAD"], 3)))
    b.t("\n")
    b.line("Summary:")
    b.line("{n} was admitted via {ed} on {d} with {x}. {He} was treated with {t} and improved. {y}",
           n=c.pname("title"), ed=c.ed(), d=c.date(0, r.choice(["long", "dm", "wdlong"])), x=sc[1], He=c.He(), t=sc[2],
           y=r.choice([[sc[3], " on ", c.date(r.randrange(1, los + 1), "dm"), " at ", P(c.hosp2 if r.random() < 0.4 else c.hosp, "HOSPITAL"), " showed ", sc[4], " (report ", c.acc(), ")."],
                       [sc[3], " ", c.date(r.randrange(0, los + 1), "short"), " (acc ", c.acc(), "): ", sc[4], "."], "Mobility returned to baseline.",
                       ["Reviewed by ", c.ahp[0].full(), " (", c.ahp[0].role, ") prior to discharge."]]))
    if r.random() < 0.5:
        b.line("During the admission {h} {k} {n} raised concerns about coping at home; a care package was arranged by {sw}.",
               h=c.his(), k=(k := r.choice(["daughter", "son", c.spouse()])), n=c.rel(k).full(), sw=c.ahp[-1].full())
    b.t("\n")
    b.line("Medications on discharge:")
    for m in sc[5] + r.sample(["Paracetamol 1 g QDS PRN", "Lansoprazole 30 mg OD", "Metformin 500 mg BD", "Levothyroxine 75 micrograms OD",
                                "Amlodipine 5 mg OD", "Senna 15 mg ON"], 2):
        b.line("- " + m)
    b.line("Dispensed by {p}, Rx no {x}", p=P(r.choice(L.d["pharmacies"]), "HOSPITAL"), x=P("RX%d" % r.randrange(1000000, 9999999), "IDNUM"))
    b.t("\n")
    b.line("Actions for GP:")
    b.line("- U&E in 1 week (by {d})", d=c.date(los + 7, "num"))
    b.line("- {x}", x=r.choice([["Cardiology OPD with ", c.dr(c.res2, "full"), " on ", c.date(los + r.randrange(20, 60), "wdlong"), " at ", tm(r)],
                                 ["Respiratory nurse follow-up ", c.date(los + r.randrange(10, 40), "long")], ["Repeat CXR in 6 weeks (around ", c.date(los + 42, "dm"), ")"]]))
    b.t("\n")
    b.line("Information given to patient. Results can be viewed on the patient portal ({u}).", u=P(r.choice(["https://", "www.", ""]) + r.choice(["portal.", "mychart.", "myhealth."]) + c.domain + r.choice(["", "/login", "/results"]), "URL"))
    b.t("\n")
    b.line("Yours sincerely,")
    b.t("\n")
    s = r.choice([c.res, c.res2])
    b.line("{n}", n=s.signed(L))
    b.line("{role} to {a}", role=s.role, a=c.dr(c.att))
    b.line("{ll} {lv}  {bw} {bl}", bw=c.bleep().capitalize(), ll=c.lic_label(s), lv=c.lic_val(s), bl=P(L.pager(), "PHONE"))
    if c.us and r.random() < 0.5:
        b.line("DEA {d}", d=c.idn("DEA", "LICENSE"))
    b.t("\n")
    b.line("cc: {n}, {a}", n=c.pt.full(), a=c.addr_pieces())
    if r.random() < 0.5:
        b.line("cc: {n}, {h} (fax {f})", n=c.dr(c.new_staff([("Consultant", "MD")]), "full"), h=P(c.hosp2, "HOSPITAL"), f=c.fax())
    if r.random() < 0.4:
        b.line("Sent electronically by {u} on {d}", u=c.nurse2.username(r), d=c.date(los + 1, "num"))
    return b


# ------------------------------------------------------------------ ED re-attendance
ED_SC = [
    ("renal colic", "worsening pain, vomiting and fever 39.2", "renal angle tenderness", "CT KUB", "obstructing 7 mm ureteric stone with infection", "urology"),
    ("musculoskeletal back pain", "new weakness in legs and urinary retention", "saddle anaesthesia, reduced anal tone", "MRI spine", "cauda equina syndrome", "neurosurgery"),
    ("soft tissue injury ankle", "unable to weight-bear", "lateral malleolus tender, Ottawa ankle rules positive", "XR ankle", "bimalleolar fracture missed at first visit", "orthopaedics"),
    ("migraine", "headache now worst ever", "neck stiffness, Kernig negative", "CT head", "SAH excluded; migraine", None),
    ("gastritis", "RUQ pain and fever", "RUQ tender, Murphy's sign positive", "USS abdomen", "acute cholecystitis", "general surgery"),
    ("viral illness", "collapse at home, fever and rigors", "warm peripheries, CRT 2 s", "CXR", "sepsis secondary to LLL pneumonia", "medicine"),
]


def ed_reattendance(c):
    r, L, b = c.r, c.L, B()
    sc = r.choice(ED_SC)
    title = r.choice(["ED Re-attendance (<72 h)", "Emergency Department Note - Unplanned Re-attendance", "ED Return Visit", "Emergency Medicine Clerking - Re-presentation"])
    c.header(b, title)
    prev = -r.randrange(1, 4)
    prev_acct = idgen(r, L, "ACCOUNT")
    b.line("Arrival: {d} {t}  Mode: {m}  Triage cat: {tc}", d=c.date(0, r.choice(["num", "wd"])), t=tm(r),
           m=r.choice([["ambulance (incident ", P("%d%s" % (r.randrange(100000, 9999999), r.choice(["", "A", "-1"])), "IDNUM"), ")"], "walk-in", ["private car, reg ", c.idn("PLATE", "VEHICLE")]]),
           tc=r.choice(["2", "3", "ATS 3", "Manchester Triage yellow", "ESI 3", "CTAS 3"]))
    b.line("Triage nurse: {n}   Bay: {bay}", n=c.nurse.full(), bay=P(r.choice(["Resus %d" % r.randrange(1, 5), "Majors %d" % r.randrange(1, 20), "C%d" % r.randrange(1, 12), "Cubicle %d" % r.randrange(1, 20)]), "LOCATION_OTHER"))
    if r.random() < 0.35:
        b.line("ID checked: driver's licence {dl}{x}", dl=c.idn("DL", "LICENSE"), x=r.choice(["", ["; registration confirmed by palm-vein scan ID ", P(idgen(r, L, "BIO"), "BIOID")]]))
    b.t("\n")
    b.line("Previous attendance: {d} (visit {v}), seen by {n}, diagnosed {x}, discharged with {y}.", d=c.date(prev, r.choice(["num", "short", "wd"])),
           v=P(prev_acct, "ACCOUNT"), n=c.dr(c.res2), x=sc[0],
           y=r.choice(["analgesia", "safety-netting advice", "oral antibiotics", "GP follow-up"]))
    b.line("Re-attends with {x}.", x=sc[1])
    b.t("\n")
    b.line("{a}{s}. {x}", a=c.age_p(), s=c.sex if r.random() < 0.5 else " yo " + c.mf(),
           x=r.choice([["Lives with ", (k := r.choice([c.spouse(), "partner", "mother"])), " ", c.rel(k).f(), " who brought them in."],
                       ["Works as ", c.job(), " at ", P(r.choice(L.d["employers"]), "ORGANIZATION"), "."],
                       ["Visiting from ", c.country(), "; staying with friend ", c.new_person("FAMILY").full(), " at ", P(L.street(), "STREET"), "."]]))
    b.line("Obs: HR %d BP %d/%d RR %d T %.1f SpO2 %d%% GCS %d. Pain %d/10." % (r.randrange(60, 130), r.randrange(90, 170), r.randrange(50, 100), r.randrange(12, 30),
           36 + r.random() * 3.5, r.randrange(90, 100), r.choice([15, 15, 14, 13]), r.randrange(0, 11)))
    b.line("Exam: {x}", x=sc[2])
    b.line("Ix: {x} {d} (acc {a}); bloods sent (lab no {l}); VBG lactate %.1f." % (r.random() * 4 + 0.6), x=sc[3],
           d=c.date(0, "short"), a=c.acc(), l=c.acc())
    b.line("Imp: {x}", x=sc[4])
    b.line("Disposition: {x}", x=r.choice([["referred to ", sc[5] or "medicine", " reg ", c.res.full(), ", admitted to ", c.ward_p()],
                                           ["discharged with follow-up in ", r.choice(["fracture clinic", "GP", "ED review clinic"]), " ", c.date(r.randrange(1, 8), "wd")],
                                           ["transferred to ", P(c.hosp2, "HOSPITAL")]]))
    b.line("Re-attendance reviewed by {n} (ED consultant) - {x}.", n=c.dr(c.att), x=r.choice(["learning event logged", "no error identified", "incident form submitted"]))
    if r.random() < 0.5:
        b.line("Incident ref {x}; patient informed under duty of candour.", x=P("IR%d" % r.randrange(100000, 999999), "IDNUM"))
    b.line("NOK: {n} {ph}", n=c.new_person("FAMILY").full(), ph=c.phone("mobile"))
    b.t("\n")
    c.signature(b, c.res)
    return b


# ------------------------------------------------------------------ handover list (used inside some genres)
def handover(c, b, n=None):
    r, L = c.r, c.L
    n = n or r.randrange(3, 6)
    b.line("Handover - {w} - {d} {sh}", w=c.ward_p(), d=c.date(0, r.choice(["num", "wd"])), sh=r.choice(["night", "twilight", "weekend", "AM"]))
    b.line("From {a} to {bb}", a=c.res.full(), bb=c.res2.full() if r.random() < 0.5 else c.dr(c.res2))
    for i in range(n):
        p = c.new_person("PATIENT")
        ag = r.randrange(20, 98)
        b.line("Bed {bd}: {nm} {a}{s} {m} - {x}", bd=P(str(r.randrange(1, 30)), "LOCATION_OTHER"), nm=r.choice([p.lf(caps=True), p.full(), [("Mr" if p.sex == "M" else "Mrs") + c.dot + " ", p.l()]]),
               a=P(str(ag), "AGE"), s=p.sex, m=P(idgen(r, L, "MRN"), "MRN"),
               x=r.choice(["chase CT report", "K+ 5.9 - recheck 22:00", "for DNACPR discussion with family", "bleep me if NEWS >5", ["awaiting bed at ", P(c.hosp2, "HOSPITAL")],
                           "IV abx due 02:00", "on falls precautions"]))
    b.t("\n")
