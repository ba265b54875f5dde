"""Genres: specialist nurse telephone note, GP referral letter, pre-operative assessment,
liver trauma admission note."""
import clinical as K
import common as CM
import country as C
import persona as P
import pools_places as PP
import g_b

CALL_REASONS = [
    ("itching and dark urine since yesterday, stools pale", "Possible stent occlusion. Needs LFTs today and review on SAU."),
    ("temperature 38.6 with rigors two weeks after stent insertion", "Likely cholangitis - advised to attend ED now; SAU aware."),
    ("loose pale stools 5x/day despite Creon", "Creon dose likely inadequate - increased to 2 x 25000 with meals, 1 with snacks."),
    ("wound leaking clear fluid at the top of the incision", "Practice nurse to swab and dress; photo sent via secure link."),
    ("query about results of the biopsy", "Results not yet back; to be discussed at MDT, will ring back."),
    ("anxious about upcoming Whipple, wanted to go over consent again", "Explained ERAS pathway and HDU stay; leaflet re-sent."),
    ("drain output increased to 300 mL/day and cloudy", "Drain fluid amylase requested; to attend clinic tomorrow."),
    ("blood sugars running high (18-22) since surgery", "Discussed with diabetes CNS; basal insulin started via GP."),
    ("vomiting after meals, feels full quickly", "?DGE - commence metoclopramide via GP, review in 48 h."),
    ("wants to know whether safe to fly", "Advised to wait 6 weeks post-op; travel insurance letter to be provided."),
]


def cns_telephone(rng, d, S):
    pt = S.pt
    cns = P.make_staff(rng, S.cc, "nurse")
    reason, advice = rng.choice(CALL_REASONS)
    dx = K.DX[rng.choice(K.DX_KEYS)]
    d.line(rng.choice(["HPB CNS TELEPHONE CONTACT", "Specialist Nurse Telephone Note", "CNS telephone advice record",
                       "Hepatobiliary Nurse Specialist - Phone Call"]))
    d.line("{h}", h=("HOSPITAL", S.hosp))
    d.line("Date: {dt}   Time: {t}   Call: {k}", dt=S.d(S.date), t="%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)),
           k=rng.choice(["incoming", "outgoing", "voicemail returned"]))
    caller_is_kin = rng.random() < 0.45
    if caller_is_kin:
        d.line("Caller: {k} on {p}", k=S.kin_seg(), p=("PHONE", pt.kin.phone))
    else:
        d.line("Caller: patient on {p}", p=("PHONE", rng.choice([pt.mobile, pt.phone])))
    d.line("Patient: {n}   DOB {dob}   {m}", n=S.pt_name(rng.choice(["formal", "full", "formal_mixed"])), dob=S.d_alt(pt.dob),
           m=["MRN ", ("MRN", pt.mrn)])
    r = rng.random()
    if r < 0.45:
        d.line("Identity confirmed with name, DOB and first line of address ({a}).", a=("STREET", pt.street))
    elif r < 0.75:
        d.line("ID verified via voice biometric (ref {b}) and DOB.", b=("BIOID", rng.choice(["VB-", "VP", "VOX-"]) + C.digits(rng, 6)))
    else:
        d.line("Caller known to me. {x}", x=[pt.title_p + " ", ("PATIENT", pt.last), " has consented to us speaking with ",
                                              ("FAMILY", pt.kin.first), "."] if caller_is_kin else "Identity confirmed.")
    d.line("Background: {a} with {dx}; {op}.", a=S.age_seg(rng.choice(["MF", "yo", "year-old"])), dx=dx["name"], op=dx["op"])
    d.line()
    d.line("Reason for call: " + reason + ".")
    d.line("Assessment: " + rng.choice(["Sounds well in himself/herself.", "Sounds breathless and tired.", "Alert, coherent.",
                                        "Denies abdominal pain.", "Mild RUQ discomfort only."]) +
           " Temp at home " + "%.1f" % rng.uniform(36.3, 38.9) + ". Eating and drinking " + rng.choice(["small amounts", "normally", "poorly"]) + ".")
    d.line("Advice: " + advice)
    d.line()
    d.line("Actions:")
    acts = [[["- Bloods (FBC, LFT, CRP) at "], ("HOSPITAL", S.practice), [" tomorrow; I will chase"]],
            [["- Message left for "], P.staff_ref(S.consultant, rng), [" re plan"]],
            [["- Prescription request sent to "], ("HOSPITAL", rng.choice(["{s} Pharmacy", "{s} Chemist", "{s} Community Pharmacy"]).format(s=PP.stem(rng)))],
            [["- Booked into nurse-led clinic "], S.d(S.days(rng.randrange(1, 14)))],
            [["- Referred to "], ("ORGANIZATION", rng.choice(PP.CHARITY_FORMS).format(s=PP.stem(rng))), [" for support"]],
            [["- Letter for employer ("], ("ORGANIZATION", pt.employer), [") confirming treatment dates"]],
            [["- Emailed written advice to "], ("EMAIL", pt.email)]]
    for a in K.pick(rng, acts, rng.randrange(2, 5)):
        d.line("{x}", x=a)
    if rng.random() < 0.4:
        d.line("- Parking concession for frequent attendance issued for vehicle {v}", v=("VEHICLE", pt.vehicle))
    d.line()
    d.line("Safety-netting: if fever, rigors, worsening jaundice or severe pain, attend ED or call emergency services; "
           "out of hours contact the on-call surgical registrar via switchboard {p}.", p=("PHONE", S.hosp_switch))
    if rng.random() < 0.3:
        d.line("Patient portal: {u}", u=("URL", CM.portal_url(rng)))
    d.line()
    d.line("{n}, {r}", n=("DOCTOR", cns.full), r=rng.choice(["HPB Clinical Nurse Specialist", "Pancreatic CNS", "Liver CNS",
                                                          "HPB Nurse Practitioner"]))
    d.line("Tel {p}  |  {e}", p=("PHONE", C.phone(rng, S.cc, "ext")), e=("EMAIL", cns.email))
    if rng.random() < 0.5:
        CM.audit(d, S, rng, cns)


def gp_referral(rng, d, S):
    pt = S.pt
    dx = K.DX[rng.choice(K.DX_KEYS)]
    gp = S.gp
    us = S.cc == "US"
    d.line("{pr}", pr=("HOSPITAL", S.practice))
    d.line("{a}, {t} {z}", a=("STREET", S.gp_street), t=("CITY", pt.town), z=("ZIP", C.postcode(rng, S.cc, pt.hint)))
    d.line("Tel {p}   Fax {f}", p=("PHONE", S.gp_phone), f=("FAX", S.gp_fax))
    d.line()
    d.line("Date: {dt}", dt=S.d(S.date))
    d.line("To: {x}, {h}", x=rng.choice(["HPB Surgery", "Upper GI / HPB team", "Hepatobiliary Surgeons", "General Surgery (HPB)"]),
           h=("HOSPITAL", S.hosp))
    urgent = rng.random() < 0.5
    d.line(("URGENT - SUSPECTED CANCER (" + rng.choice(["2WW", "USC", "Category 1"]) + ")") if urgent else "Routine referral")
    if S.cc == "UK":
        d.line("e-RS UBRN: {u}", u=("IDNUM", "%s %s %s" % (C.digits(rng, 4), C.digits(rng, 4), C.digits(rng, 4))))
    elif us:
        d.line("Prior auth #: {a}   Insurer: {i}", a=("IDNUM", "PA" + C.digits(rng, 8)), i=("ORGANIZATION", pt.insurer))
    else:
        d.line("Referral ID: {r}", r=("IDNUM", "R" + C.digits(rng, 7)))
    d.line()
    d.line("Patient: {n}  ({s})", n=S.pt_name(rng.choice(["full_mid", "full", "formal"])), s="male" if pt.sex == "M" else "female")
    d.line("DOB: {dob} ({a} y)   {nid}", dob=S.d(pt.dob), a=("AGE", str(pt.age)), nid=S.natid_seg())
    if us:
        d.line("{l}: {v}", l=pt.ssn[0], v=("SSN", pt.ssn[1]))
    d.line("Address: {a}", a=S.pt_addr())
    d.line("Home {p}  Mobile {m}  Email {e}", p=("PHONE", pt.phone), m=("PHONE", pt.mobile), e=("EMAIL", pt.email))
    if rng.random() < 0.35:
        d.line("Interpreter required: yes - born in {c}, prefers family to interpret ({k}).", c=CM.country_seg(pt.birth_country),
               k=S.kin_seg())
    d.line("NOK: {k}", k=S.kin_seg(with_phone=True))
    d.line()
    d.line("Dear colleague,")
    d.line()
    d.line("Thank you for seeing this {a} who presented to me on {dt}. In summary: {hx}. {x}", a=S.age_seg(rng.choice(["year-old", "words", "yr old"])),
           dt=S.d(S.days(-rng.randrange(2, 20))), hx=rng.choice(dx["hx"]),
           x=rng.choice(["I am worried about an underlying malignancy.", "Symptoms have been recurrent for several months.",
                         "She/he is keen for definitive management.", "Weight has fallen noticeably."]))
    d.line("An ultrasound at {h} on {dt} showed: {f}", h=("HOSPITAL", S.ref_hosp), dt=S.d(S.days(-rng.randrange(1, 15))),
           f=rng.choice(dx["img"]))
    d.line()
    d.line("Bloods ({dt}):", dt=S.d(S.days(-rng.randrange(1, 12))))
    CM.labs_table(d, K.labs(rng, dx["jaundice"])[:rng.randrange(6, 14)], rng)
    d.line()
    d.line("PMH: " + "; ".join(K.pick(rng, K.COMORB, rng.randrange(1, 5))))
    d.line("Medication: " + "; ".join(K.pick(rng, K.MEDS, rng.randrange(1, 6))))
    d.line("Allergies: " + rng.choice(K.ALLERGIES))
    d.line("Social: {w}. Lives in {t} with {k}.", w=CM.capseg(S.work_seg()), t=("CITY", pt.town), k=S.kin_seg())
    d.line("Performance status: WHO " + str(rng.randrange(0, 3)) + ". " + rng.choice(K.NEG_EXAM + K.NEG_DOC))
    d.line()
    d.line("Many thanks for your help.")
    d.line()
    d.line("{g}", g=P.staff_ref(gp, rng, "title_full"))
    roles = {"US": ["Family Medicine", "Internal Medicine", "Primary Care Physician"], "CA": ["Family Physician", "Family Medicine"]}
    d.line("{r}  {l} {v}", r=rng.choice(roles.get(S.cc, ["General Practitioner", "GP Partner", "Salaried GP", "GP Principal"])),
           l=gp.lic[0], v=("LICENSE", gp.lic[1]))
    if rng.random() < 0.6:
        d.line("Practice email: {e}", e=("EMAIL", rng.choice(["reception", "referrals", "admin"]) + "." + PP.stem(rng).lower() + "@example.net"))
    if rng.random() < 0.4:
        d.line("Sent from workstation {ip} by {u}", ip=("IPADDR", C.ip_private(rng)), u=("USERNAME", gp.user))


def preop_assessment(rng, d, S):
    pt = S.pt
    key = rng.choice(K.DX_KEYS)
    dx = K.DX[key]
    op = g_b.OPS[g_b.DX_OP[key]][0]
    nurse = P.make_staff(rng, S.cc, "nurse")
    an_ = P.make_staff(rng, S.cc, "doctor")
    d.line(rng.choice(["PRE-OPERATIVE ASSESSMENT", "Pre-admission Clinic", "Preoperative Assessment Clinic (POAC)",
                       "Anaesthetic Pre-assessment"]))
    d.line("{h}  {b}   Date: {dt}", h=("HOSPITAL", S.hosp), b=("LOCATION_OTHER", S.building), dt=S.d(S.date))
    CM.banner(d, S, rng)
    d.line("Planned: {o}   Surgeon: {s}   Provisional date: {dt}", o=op, s=P.staff_ref(S.consultant, rng),
           dt=S.d(S.days(rng.randrange(7, 40))))
    d.line("Indication: " + dx["name"])
    d.line("{t} {l} attended with {k}; {x}", t=pt.title_p, l=("PATIENT", pt.last), k=S.kin_seg(),
           x=rng.choice(["keen to proceed.", "anxious about the epidural.", "questions answered.", "interpreter not needed."]))
    d.line()
    d.line("PMH: " + "; ".join(K.pick(rng, K.COMORB, rng.randrange(1, 5))))
    yr = S.date.year - rng.randrange(2, 30)
    d.line("PSH: {p} ({y}); {q}", p=rng.choice(["appendicectomy", "C-section", "knee replacement", "inguinal hernia repair",
                                               "tonsillectomy", "laparoscopic cholecystectomy"]), y=("DATE", str(yr)),
           q=rng.choice(["no anaesthetic problems", "PONV after previous GA", "difficult cannulation noted"]))
    d.line("Family hx of anaesthetic problems: {x}", x=rng.choice(["none", ["mother (", ("FAMILY", rng.choice(["Edith", "Noreen", "Aiko", "Fatima"])),
                                                                        ") had prolonged apnoea after suxamethonium"], "malignant hyperthermia - none known"]))
    d.line("Medication: " + "; ".join(K.pick(rng, K.MEDS, rng.randrange(2, 7))))
    d.line("Allergies: " + rng.choice(K.ALLERGIES))
    d.line()
    d.line("Functional capacity: {m} METs; DASI {d}. Climbs 2 flights {x}.", m=str(rng.randrange(2, 9)), d="%.1f" % rng.uniform(10, 58),
           x=rng.choice(["without stopping", "slowly", "with one rest", "- unable"]))
    if rng.random() < 0.6:
        d.line("CPET ({dt}): VO2 peak {v} mL/kg/min, AT {a} mL/kg/min, VE/VCO2 {e}.", dt=S.d(S.days(-rng.randrange(1, 10))),
               v="%.1f" % rng.uniform(11, 26), a="%.1f" % rng.uniform(8, 15), e=str(rng.randrange(26, 42)))
    d.line("Rockwood CFS {c}. STOP-BANG {s}. ASA {a}. Mallampati {m}. P-POSSUM / NELA not applicable.",
           c=str(rng.randrange(2, 6)), s=str(rng.randrange(0, 7)), a=rng.choice(["II", "III"]), m=rng.choice(["1", "2", "3"]))
    d.line("Obs: BP {bp}, HR {hr}, SpO2 {s}%, BMI {b}.", bp="%d/%d" % (rng.randrange(105, 170), rng.randrange(60, 96)),
           hr=str(rng.randrange(55, 100)), s=str(rng.randrange(93, 100)), b="%.1f" % rng.uniform(18, 40))
    d.line("Investigations: ECG {e}; echo {c}; G&S x2; MRSA screen; HbA1c {h}.", e=rng.choice(["SR 72", "AF 88", "SR, LBBB", "SR, 1st degree HB"]),
           c=rng.choice(["not indicated", "EF 55%, mild AS", "booked"]), h=str(rng.randrange(38, 80)))
    d.line()
    d.line("Plan:")
    plan = ["Stop apixaban 48 h pre-op (no bridging)", "Omit metformin on the morning of surgery", "Pre-op carbohydrate loading drinks",
            "Prehabilitation programme - referred", "IV iron (ferric carboxymaltose) for Hb 104", "Epidural discussed and accepted",
            "HDU bed requested", "Continue bisoprolol", "Patient to bring CPAP machine"]
    for x in K.pick(rng, plan, rng.randrange(3, 6)):
        d.line("- " + x)
    if rng.random() < 0.4:
        d.line("- Prehab gym sessions at {o} twice weekly", o=("ORGANIZATION", PP.EMPLOYER_FORMS[21].format(s=PP.stem(rng))))
    d.line()
    d.line("Social: {w}. Lives with {k}. Transport home: {t}.", w=CM.capseg(S.work_seg()), k=S.kin_seg(),
           t=rng.choice([[("FAMILY", pt.kin.first), " will collect (car reg ", ("VEHICLE", pt.vehicle), " for drop-off bay)"],
                         "hospital transport", "taxi", ["own car, ", ("VEHICLE", pt.vehicle)]]))
    if rng.random() < 0.35:
        d.line("LPA (health & welfare): {k}, registered {dt}.", k=("FAMILY", pt.kin.full), dt=S.d(S.days(-rng.randrange(200, 3000))))
    if rng.random() < 0.4:
        d.line("Enrolled for biometric theatre check-in: fingerprint ID {b}.", b=("BIOID", "FP-" + C.digits(rng, rng.choice([5, 6, 7]))))
    if rng.random() < 0.35:
        d.line("Private cover: {i}, membership {m}.", i=("ORGANIZATION", pt.insurer), m=("HEALTHPLAN", pt.plan))
    d.line()
    d.line("Assessed by: {n}, pre-op nurse ({l} {v})", n=("DOCTOR", nurse.full), l=nurse.lic[0], v=("LICENSE", nurse.lic[1]))
    d.line("Reviewed by: {a} (Anaesthetics)", a=P.staff_ref(an_, rng))
    CM.audit(d, S, rng, nurse)


def trauma_admission(rng, d, S):
    pt = S.pt
    ttl = P.make_staff(rng, S.cc, "doctor")
    para = P.make_staff(rng, S.cc, "paramedic")
    reg = P.make_staff(rng, S.cc, "doctor", surgeon=True)
    pc = P.make_staff(rng, S.cc, "police")
    grade = rng.choice(["III", "IV", "IV", "V", "II"])
    h0, m0 = rng.randrange(0, 22), rng.randrange(60)

    def tm(k):
        m = h0 * 60 + m0 + k
        return "%02d:%02d" % ((m // 60) % 24, m % 60)
    d.line(rng.choice(["TRAUMA TEAM ACTIVATION - ED NOTE", "Major Trauma Admission", "Trauma Call Record",
                       "ED Trauma Resus Note"]))
    d.line("{h}   Resus bay {b}   Date: {dt}  Arrival {t}", h=("HOSPITAL", S.hosp), b=("LOCATION_OTHER", str(rng.randrange(1, 8))),
           dt=S.d(S.date), t=tm(0))
    if rng.random() < 0.5:
        d.line("Registered initially as UNKNOWN {x}; identified at {t} from driving licence {l}.",
               x="MALE" if pt.sex == "M" else "FEMALE", t=tm(rng.randrange(20, 70)),
               l=("LICENSE", pt.dl))
    CM.banner(d, S, rng, with_addr=rng.random() < 0.5)
    d.line()
    street = "%s %s" % (rng.choice(PP.STREET_NAME_LIST), rng.choice(PP.STREET_SUFFIX[S.cc]))
    mi = rng.randrange(6)
    mech = ["driver, restrained, frontal impact with a lorry at ~50 mph", "motorcyclist vs car, thrown ~10 m",
            "cyclist struck by a van", "pedestrian struck by a reversing car", "kicked by a horse (RUQ)",
            "fall from scaffolding ~4 m onto a rail"][mi]
    d.line("PRE-HOSPITAL (MIST) from {p}, paramedic:", p=("DOCTOR", para.full))
    d.line("M: {m} on {s}, {t}.", m=mech, s=("STREET", street), t=("CITY", rng.choice(PP.TOWNS[S.cc])[0]))
    if mi < 4:
        d.line("   {w} {v} (per police, {o} {n}). {x}", w=["Patient's vehicle", "Motorcycle", "Van", "Car"][mi],
               v=("VEHICLE", pt.vehicle if mi < 2 else C.vehicle(rng, S.cc)),
               o=rng.choice(["PC", "Constable", "Officer", "Sgt"]), n=("FAMILY", pc.last),
               x=["Airbags deployed. Prolonged extrication ~25 min.", "Helmet removed at scene.", "Helmet worn, damaged.",
                  "Driver stopped at scene."][mi])
    d.line("I: RUQ tenderness and seatbelt sign; R lower ribs 8-11 tender. Nil else obvious.")
    d.line("S: HR {h}, BP {b}, RR {r}, GCS {g}. Rx: TXA 1 g, 500 mL crystalloid, fentanyl {f} mcg.", h=str(rng.randrange(96, 140)),
           b="%d/%d" % (rng.randrange(78, 118), rng.randrange(40, 70)), r=str(rng.randrange(18, 32)), g=str(rng.randrange(12, 16)),
           f=str(rng.choice([50, 100, 150])))
    d.line()
    d.line("PRIMARY SURVEY")
    d.line("<C> No catastrophic haemorrhage. A: patent, talking. B: RR 24, decreased air entry R base, SpO2 95% on 15 L NRB.")
    d.line("C: HR 122, BP 86/52, CRT 4 s. eFAST: free fluid in Morison's pouch; no pericardial effusion.")
    d.line("D: GCS 14 (E3 V5 M6), PEARL. E: Temp 35.6. Seatbelt bruising, abrasions L knee.")
    d.line("Major haemorrhage protocol activated {t}: 4 RBC, 4 FFP, 1 platelets, cryo x2. 2nd dose TXA.", t=tm(rng.randrange(5, 25)))
    d.line("VBG: pH 7.{p}, lactate {l}, BE -{b}, Hb {h}.", p=str(rng.randrange(18, 35)), l="%.1f" % rng.uniform(2.5, 7.9),
           b=str(rng.randrange(3, 11)), h=str(rng.randrange(78, 125)))
    d.line()
    d.line("CT trauma (WBCT): AAST grade {g} liver laceration segments {s} with active arterial extravasation; "
           "haemoperitoneum; R rib fractures 9-11; no splenic or renal injury. {n}", g=grade,
           s=rng.choice(["VI/VII", "IVa/VIII", "V/VI", "VII/VIII"]), n=rng.choice(["No bile duct injury evident.", "Small R pneumothorax (not drained).", ""]))
    d.line()
    d.line("PLAN (discussed with on-call HPB consultant {c}):", c=P.staff_ref(S.consultant, rng))
    for x in K.pick(rng, ["IR angioembolisation now (IR consultant on way in)", "Laparotomy if fails to respond to resuscitation",
                          "Admit ICU post-IR", "Serial Hb and clinical exam 4-hourly", "Tertiary survey in 24 h",
                          "Tetanus up to date - no action", "Rib fracture pathway: ESP catheter, incentive spirometry",
                          "Repeat CT at 48-72 h if bilirubin rises (biloma?)"], rng.randrange(3, 6)):
        d.line("- " + x)
    d.line()
    d.line("Collateral: {k} informed by police; on way in. Contact {p}.", k=S.kin_seg(), p=("PHONE", pt.kin.phone))
    d.line("Social: {w}.", w=CM.capseg(S.work_seg()))
    if S.cc == "NZ":
        d.line("ACC claim lodged: {c}", c=("HEALTHPLAN", rng.choice(C.UP) + C.digits(rng, 8)))
    elif S.cc == "US":
        d.line("Insurance: {i}, claim {c}.", i=("ORGANIZATION", pt.insurer), c=("HEALTHPLAN", C.letters(rng, 2) + C.digits(rng, 9)))
    elif rng.random() < 0.5:
        d.line("{l}: {v} (for social work / benefits)", l=pt.ssn[0], v=("SSN", pt.ssn[1]))
    d.line()
    d.line("Trauma team leader: {t}    Surgical reg: {r}, {pw} {b}", pw=CM.pager_word(S.cc, rng), t=P.staff_ref(ttl, rng), r=P.staff_ref(reg, rng, "full"),
           b=("PHONE", C.phone(rng, S.cc, "pager")))
    CM.audit(d, S, rng, ttl)
