"""Genres 9-12: dental record, implant/device registry entry, insurance claim / EOB, community mental health review."""
import datetime as dt

import pools
from common import Ctx, facility_header, audit_line, transcription_line, patient_line
from doc import Doc, num_words, decade_segs, time_str, age_at, org_domain, handle_for
from locales import D, L, AN, MONTHS, MON, WEEKDAYS, ordinal

TD = dt.timedelta

FDI_TEETH = [f"{q}{t}" for q in (1, 2, 3, 4) for t in range(1, 9)]
PALMER = {1: "UR", 2: "UL", 3: "LL", 4: "LR"}


def _tooth(r, style):
    t = r.choice(FDI_TEETH)
    q, n = int(t[0]), int(t[1])
    if style == "fdi":
        return t
    if style == "palmer":
        return f"{PALMER[q]}{n}"
    # universal numbering
    if q == 1:
        u = 9 - n
    elif q == 2:
        u = 8 + n
    elif q == 3:
        u = 25 - n
    else:
        u = 24 + n
    return f"#{u}"


def _gs1_udi(r, exp):
    gtin = "0" + D(r, 13)
    lot = f"{L(r, 1)}{D(r, 5)}"
    sn = f"{D(r, 8)}"
    return f"(01){gtin}(17){exp.year % 100:02d}{exp.month:02d}{exp.day:02d}(10){lot}(21){sn}", lot, sn


# ===========================================================================
def dental(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    child = c.chance(0.2)
    age = r.randint(4, 16) if child else r.randint(17, 90)
    dob = c.dob_for(age)
    prac = Lc.clinic("dental")
    dentist = c.clin("other")
    dentist.cred = r.choice({"US": ["DDS", "DMD"], "UK": ["BDS", "BDS MJDF"], "IE": ["BDentSc", "BDS"], "CA": ["DMD", "DDS"],
                             "AU": ["BDS", "BDSc"], "NZ": ["BDS"], "IN": ["BDS", "MDS"], "PH": ["DMD"], "KE": ["BDS"]}[Lc.code])
    dnurse = c.clin("nurse")
    dnurse.cred = r.choice(["RDN", "dental nurse", "CDA", "DA"])
    hyg = c.clin("other")
    hyg.cred = r.choice(["RDH", "hygienist", "BOH"])
    style = "universal" if Lc.code in ("US", "CA") and c.chance(0.7) else r.choice(["fdi", "palmer", "fdi"])
    facility_header(c, d, prac, r.choice(["Dental Record", "Clinical Notes", None]), fax=c.chance(0.3), url=c.chance(0.5), email=c.chance(0.5))
    mrn = c.mrn()
    d("Patient: ", c.pname(p, r.choice(["full", "LAST_FIRST", "last_first"])), "   Chart no. ", (mrn[1][0], "MRN"), "\n")
    d("DOB: ", c.date(dob), "  (", c.age(age, p.sex, r.choice(["y", "yrs", "years_old"])), ")\n")
    d("Address: ", c.addr(), "\n")
    d("Mobile (SMS reminders): ", c.phone("mobile"), "   Email: ", c.email(p), "\n")
    if child:
        par, plab = c.kin(p, ["mother", "father", "mum", "dad", "grandmother"])
        d("Parent/guardian: ", c.pname(par, "full", "FAMILY"), " (", plab, ")\n")
    hp = c.hplan()
    d(r.choice(["Dental plan: ", "Insurance: ", "Fund: "]), (Lc.insurer(), "ORGANIZATION"), ", ", hp[0], " ", hp[1], "\n\n")
    visits = sorted(set(c.visit - TD(days=r.randint(0, 400)) for _ in range(r.randint(2, 3))))
    visits[-1] = c.visit
    for vi, vd in enumerate(visits):
        d(c.date(vd), " ", time_str(r, c.uk), "  Surgery ", (str(r.randint(1, 6)), "LOCATION_OTHER"), "  ",
          c.dr(dentist, title=c.chance(0.5), cred=True), " / DN ", (dnurse.p.initials(), "DOCTOR"), "\n")
        k = r.randrange(4) if vi < len(visits) - 1 else r.randrange(5)
        if vi == 0:
            d("MH: ", r.choice(["warfarin (INR 2.4 on " , "alendronate weekly (MRONJ risk discussed)", "asthma, salbutamol PRN", "nil",
                               "pacemaker in situ", "T2DM, HbA1c 64"]))
            if d.buf[-1].endswith("on "):
                d(c.sdate(vd - TD(days=r.randint(1, 3))), ")")
            d("; allergies ", r.choice(["NKDA", "penicillin", "latex", "chlorhexidine"]), ". ")
            job = c.job()
            if not child:
                if c.chance(0.25):
                    d("A ", (r.choice(["trumpet player", "clarinettist", "oboist", "professional singer", "saxophonist"]), "PROFESSION"),
                      " by trade — concerned about embouchure.")
                else:
                    d(r.choice(["Works as a ", "Occupation: ", "Is a "]), (job, "PROFESSION"), r.choice([" (bruxism under stress).", ".", " — shift work, high sugar intake."]))
            else:
                d("Attends ", (Lc.school(), "ORGANIZATION"), "; brushes twice daily with 1450 ppm F.")
            d("\n")
        if k == 0:
            t1 = _tooth(r, style)
            d("Exam: BPE ", "/".join(r.choice(["0", "1", "2", "3", "4", "*", "-"]) for _ in range(6)),
              f". Caries {t1} ({r.choice(['Black', 'Black', 'G.V. Black'])}'s Class {r.choice(['I', 'II', 'V'])}), ",
              f"{r.choice(['Angle Class I', 'Angle Class II div 1', 'Angle Class III'])} incisor relationship. ",
              "Radiographs: 2 BWs, ", r.choice(["OPG", "PA of " + _tooth(r, style)]), " (image ID ", (f"IMG{D(r, 8)}", "IDNUM"), ").\n")
        elif k == 1:
            t1 = _tooth(r, style)
            d(f"Rx: LA {r.choice(['articaine 4% 1:100,000', 'lidocaine 2% 1:80,000', 'mepivacaine 3%'])} {r.choice(['2.2', '1.8', '4.4'])} mL "
              f"{r.choice(['IDB', 'infiltration', 'PDL'])}. {t1} {r.choice(['MOD composite', 'GIC restoration', 'amalgam replaced with composite', 'pulpotomy'])}. "
              f"{r.choice(['Miller grade I mobility noted', 'Kennedy Class III partial denture discussed', 'Ludwig angina warning signs explained', 'no complications'])}.\n")
        elif k == 2:
            t1 = _tooth(r, style)
            d(f"Crown prep {t1}, shade {r.choice(['A2', 'A3', 'B1'])}; impression sent to ", (r.choice(["Precision Dental Lab", "Kiwi Crown & Bridge",
                                                                                                       "Lakeshore Dental Laboratory", "Ceramica Dental Studio"]), "ORGANIZATION"),
              ", lab docket ", (f"{L(r, 2)}-{D(r, 5)}", "IDNUM"), ", due back ", c.sdate(vd + TD(days=r.randint(7, 14)), weekday=True), ".\n")
        elif k == 3:
            d("Hygiene with ", c.dr(hyg, title=False, cred=True), f": PSR/BPE improved, bleeding score {r.randint(5, 40)}%, OHI given; ",
              r.choice(["interdental brushes size 2", "electric toothbrush", "Duraphat 5000 toothpaste"]), ".\n")
        else:
            t1 = _tooth(r, style)
            exp = vd + TD(days=r.randint(400, 1500))
            udi, lot, sn = _gs1_udi(r, exp)
            d(f"Implant placed {t1}: {r.choice(['Osteon Systems BLT 4.1 x 10 mm', 'Veritas Implants TaperFix 3.5 x 11.5', 'Helixor Medical Bone Level 4.8 x 8'])}, "
              "lot ", (lot, "DEVICE"), ", REF ", f"{D(r, 3)}.{D(r, 3)}", ", UDI ", (udi, "DEVICE"), f"; ISQ {r.randint(55, 78)}; "
              f"Bio-Oss graft lot ", (f"{D(r, 8)}", "DEVICE"), ". Implant passport given.\n")
    d("\nNext: recall ", c.my(c.visit + TD(days=r.randint(90, 365))), "; appointment ", c.sdate(c.visit + TD(days=r.randint(7, 40)), weekday=True),
      " at ", time_str(r, c.uk), ".\n")
    fee = r.randrange(3)
    if fee == 0:
        d("Fee: NHS Band 2 (£73.50) — exemption: ", r.choice(["none", "HC2 certificate", "under 18"]), ".")
    elif fee == 1:
        cur = {"US": "$", "UK": "£", "IE": "€", "CA": "C$", "AU": "A$", "NZ": "NZ$", "IN": "₹", "PH": "₱", "KE": "KSh "}[Lc.code]
        d(f"Fee: {cur}{r.randint(80, 2400)}; claim submitted ", (f"CLM{D(r, 8)}", "ACCOUNT"),
          "; gap paid by card.")
    else:
        d("Invoice ", (f"{D(r, 6)}", "ACCOUNT"), f" — balance {r.randint(0, 900)}.00 outstanding.")
    d("\n")
    lab, v = {"US": ("State dental lic.", f"DDS{D(r, 5)}"), "UK": ("GDC", D(r, 5 + r.randint(0, 1), True)),
              "IE": ("Dental Council reg.", D(r, 4, True)), "CA": ("RCDSO #", D(r, 5, True)), "AU": ("AHPRA", f"DEN000{D(r, 7)}"),
              "NZ": ("DCNZ", D(r, 5, True)), "IN": ("State Dental Council reg.", f"A-{D(r, 5)}"), "PH": ("PRC Lic. No.", D(r, 7)),
              "KE": ("KMPDC", f"D{D(r, 4)}")}[Lc.code]
    lv = (v, "LICENSE")
    d("Dentist: ", c.dr(dentist, title=True, cred=True), "  ", lab, " ", lv, "\n")
    audit_line(c, d, dentist)
    return d


# ===========================================================================
REGISTRIES = {"pacing": "Cardiac Rhythm Device Registry", "joint": "National Joint Replacement Registry", "hearing": "Implantable Hearing Device Registry",
              "breast": "Breast Device Registry", "eye": "Cataract & IOL Registry", "neuro": "Neuromodulation Device Registry",
              "vascular": "Vascular Graft Registry", "spine": "Spine Implant Registry", "diabetes": "Insulin Pump Registry"}


def device(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    kind, model, reg, comps, manu, indications = r.choice(pools.DEVICE_KINDS)
    age = r.randint(35, 94) if kind not in ("cochlear implant", "insulin pump") else r.randint(2, 80)
    dob = c.dob_for(age)
    hosp = Lc.hospital(big=c.chance(0.7))
    surg = c.clin("doctor", "surg" if reg in ("joint", "spine", "vascular", "breast") else None)
    asst = c.clin("doctor")
    clerk = c.person()
    impl_date = c.visit - TD(days=r.randint(0, 20))
    d(REGISTRIES[reg], " — ", r.choice(["Implant Record", "Procedure Entry", "Minimum Data Set (MDS) submission", "Device Record"]), "\n")
    d("Registry record no.: ", (r.choice([f"{L(r, 3)}-{D(r, 7)}", f"R{D(r, 9)}", f"{c.visit.year}-{D(r, 6)}"]), "IDNUM"),
      "   Submitted ", c.date(c.visit), "\n\n")
    d("PATIENT\n")
    d("Name: ", c.pname(p, r.choice(["LAST_FIRST", "full", "LAST_First", "last_first"])), "\n")
    d("Date of birth: ", c.date(dob), "   Age at procedure: ", (str(age_at(dob, impl_date)), "AGE"), "   Sex: ", p.sex, "\n")
    mrn = c.mrn()
    nh = c.nhid()
    d(mrn[0], " ", mrn[1])
    if nh:
        d("   ", nh[0], " ", nh[1])
    d("\n")
    d("Postcode: " if Lc.code in ("UK", "AU", "NZ") else "ZIP/Postal code: ", (Lc.some_postcode(), "ZIP"), "\n")
    d("Contact: ", c.phone(r.choice(["land", "mobile"])), "   Consent to registry: ", r.choice(["Yes (written)", "Yes", "Verbal, recorded"]), "\n\n")
    d("PROCEDURE\n")
    d("Hospital: ", (hosp, "HOSPITAL"), "   Theatre ", (str(r.randint(1, 14)), "LOCATION_OTHER"), "\n")
    side = {"joint": ["Left", "Right"], "eye": ["Left", "Right"], "breast": ["Bilateral"], "hearing": ["Left", "Right", "Bilateral"]}.get(reg, ["N/A"])
    d("Date: ", c.date(impl_date), "   Side: ", r.choice(side), "\n")
    d("Device: ", kind, " — ", model, "\n")
    d("Indication: ", r.choice(indications), "\n")
    slab, slv = c.lic()
    d("Operating surgeon: ", c.dr(surg, cred=True), "   ", slab, " ", slv, "\n")
    d("Assistant: ", c.dr(asst, cred=False), "\n\n")
    d("COMPONENTS\n")
    d("Component | Manufacturer | REF/model | Lot | Serial no. | Use by\n")
    udis = []
    for comp in comps:
        ref = f"{r.choice(['', 'REF '])}{L(r, 2)}{D(r, 3)}{r.choice(['', '-' + D(r, 2)])}"
        lot = r.choice([f"{L(r, 1)}{D(r, 6)}", f"{D(r, 7)}", f"LOT{D(r, 5)}", f"{D(r, 2)}{L(r, 2)}{D(r, 4)}"])
        sn = r.choice([f"{L(r, 3)}{D(r, 6)}", f"{D(r, 8)}", f"SN{D(r, 7)}", f"{L(r, 2)}{D(r, 5)}{L(r, 1)}"])
        exp = impl_date + TD(days=r.randint(200, 1800))
        d(comp, " | ", manu, " | ", ref, " | ", (lot, "DEVICE"), " | ")
        if c.chance(0.75) or reg in ("pacing", "hearing", "neuro", "diabetes", "breast"):
            d((sn, "DEVICE"))
        else:
            d("n/a")
        d(" | ", c.date(exp, "iso") if c.chance(0.5) else c.my(exp), "\n")
        if c.chance(0.35):
            udis.append(_gs1_udi(r, exp)[0])
    for u in udis[:2]:
        d("UDI (scanned): ", (u, "DEVICE"), "\n")
    d("\n")
    if reg == "pacing":
        d(f"Lead measurements: {'RA sensing' if 'RA lead' in comps else 'RV sensing'} {r.randint(15, 50) / 10} mV, threshold {r.randint(4, 12) / 10} V @ 0.4 ms, impedance {r.randint(350, 900)} Ω; "
          f"RV R-wave {r.randint(5, 20)} mV. Mode {r.choice(['DDD 60', 'VVI 50', 'DDDR 60-130'])}.\n")
        d("Remote monitoring: transmitter SN ", (f"{L(r, 2)}{D(r, 7)}", "DEVICE"), " enrolled ", c.date(impl_date + TD(days=r.randint(0, 3))),
          "; clinic portal ", c.url(r.choice(["Corvanta CareLink", "Arbor Cardiac Connect", hosp])), "; last transmission from ", c.ip(), ".\n")
    if c.chance(0.45):
        old_year = impl_date - TD(days=r.randint(2000, 5000))
        yrs = (impl_date - old_year).days // 365
        d("Explanted: previous ", r.choice(comps), " SN ", (f"{L(r, 2)}{D(r, 6)}", "DEVICE"),
          f" ({'an' if str(yrs).startswith('8') or yrs in (11, 18) else 'a'} {yrs}-year-old device, implanted ", c.year(old_year), " at ", (Lc.hospital(), "HOSPITAL"), "), returned to manufacturer, RMA ",
          (f"RMA-{D(r, 6)}", "IDNUM"), ".\n")
    d("Field safety notice check: ", r.choice(["none applicable", "FSN 2021-04 (battery depletion advisory) — not affected", "recall class II — device not in affected lots"]), ".\n")
    d("Histology/explant specimen: ", r.choice(["n/a", ""]))
    if d.buf[-1] == "":
        d((f"{r.choice(['H', 'S'])}{c.visit.year % 100:02d}-{D(r, 5)}", "IDNUM"))
    d("\n\nFOLLOW-UP\n")
    d("Wound check ", c.sdate(impl_date + TD(days=r.randint(7, 14)), weekday=c.chance(0.5)), " at ", (Lc.clinic("gp"), "HOSPITAL"),
      "; device clinic ", c.date(impl_date + TD(days=r.randint(42, 120))), ". Patient card issued; ", p.he, " drives a ",
      r.choice(["taxi", "bus", "car", "forklift"]), " — ", r.choice([{"UK": "DVLA informed", "IE": "NDLS informed", "NZ": "NZTA guidance given",
                                                                  "AU": "Austroads standards discussed"}.get(Lc.code, "licensing authority advice given"),
                                                                 "driving restriction 1 week", "no restriction"]), ".\n")
    if c.chance(0.5):
        nok, nlab = c.kin(p)
        d("NOK: ", c.pname(nok, "full", "FAMILY"), " (", nlab, "), ", c.phone("mobile"), ".\n")
    if c.chance(0.5):
        d("Occupation at time of implant: ", (c.job(), "PROFESSION"), ".\n")
    d("\nData entered by ", (clerk.full(), "DOCTOR"), " (registry clerk, user ", c.user(clerk), ") on ", c.date(c.visit), " from ", c.ip(), ".\n")
    if c.chance(0.5):
        d("Queries: ", c.org_email(hosp, "implant.registry"), " / ", c.phone(ext=True), "\n")
    return d


# ===========================================================================
SCENARIOS = [  # (lines: (code, description, fee), diagnosis codes)
    ([("99214", "Office visit, est. pt, moderate", 185), ("80053", "Comprehensive metabolic panel", 58), ("85025", "CBC with diff", 32),
      ("93000", "ECG, 12-lead", 74)], ["I10", "E11.9", "E78.5"]),
    ([("99285", "ED visit, high complexity", 1240), ("71046", "Chest X-ray 2 views", 142), ("80053", "Comprehensive metabolic panel", 58),
      ("93000", "ECG, 12-lead", 74), ("J1885", "Ketorolac 15 mg inj", 12)], ["R07.9", "J18.9"]),
    ([("29881", "Knee arthroscopy/meniscectomy", 4210), ("97110", "Therapeutic exercise 15 min", 68), ("99213", "Office visit, est. pt", 120)],
     ["M23.221", "S83.241A"]),
    ([("27447", "Total knee arthroplasty", 28900), ("97110", "Therapeutic exercise 15 min", 68), ("J1885", "Ketorolac 15 mg inj", 12),
      ("85025", "CBC with diff", 32)], ["M17.11", "M17.12"]),
    ([("45378", "Colonoscopy, diagnostic", 1780), ("88305", "Surgical pathology, level IV", 145), ("99203", "New pt visit", 210)],
     ["Z12.11", "K57.30", "K63.5"]),
    ([("59400", "Routine obstetric care incl. vaginal delivery", 3900), ("76805", "OB ultrasound > 14 weeks", 410),
      ("85025", "CBC with diff", 32)], ["O80", "Z3A.39"]),
    ([("90837", "Psychotherapy 60 min", 210), ("90837", "Psychotherapy 60 min", 210), ("90834", "Psychotherapy 45 min", 160),
      ("96127", "Brief emotional/behavioral assessment", 25)], ["F32.1", "F41.1"]),
    ([("33208", "Pacemaker insertion, dual chamber", 18650), ("93280", "Device interrogation, dual lead", 165), ("71046", "Chest X-ray 2 views", 142)],
     ["I44.2", "I49.5"]),
    ([("D0120", "Periodic oral evaluation", 65), ("D0274", "Bitewings, four films", 78), ("D2392", "Resin composite, 2 surfaces", 245),
      ("D1110", "Prophylaxis, adult", 110)], ["K02.52", "K05.10"]),
    ([("99283", "ED visit, moderate", 520), ("12002", "Simple repair of wound 2.6-7.5 cm", 390), ("90715", "Tdap vaccine", 58),
      ("73610", "X-ray ankle, 3 views", 118)], ["S01.81XA", "S93.401A", "V43.52XA"]),
]
LOCAL_CODE = {"US": "CPT/HCPCS", "AU": "MBS item", "UK": "CCSD", "IE": "Proc. code", "CA": "Fee code", "NZ": "Proc. code",
              "IN": "Package code", "PH": "RVS code", "KE": "Tariff code"}


def insurance(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(0, 88)
    dob = c.dob_for(age)
    ins = Lc.insurer()
    prov = r.choice([Lc.hospital(), Lc.clinic("gp")])
    rend = c.clin("doctor")
    ref = c.clin("doctor")
    examiner = c.person()
    sub_is_pt = age >= 18 and c.chance(0.5)
    if sub_is_pt:
        sub, rel = p, "self"
    else:
        sub, rel = c.kin(p, ["wife" if p.sex == "M" else "husband", "mother", "father", "partner"] if age >= 18 else ["mother", "father"])
    dos = c.visit - TD(days=r.randint(5, 60))
    mid_v, mid_lab = Lc.health_plan()
    eob = c.chance(0.5)
    d((ins, "ORGANIZATION"), "\n")
    d(c.addr(one_line=c.chance(0.5)), "\n")
    d("Member services: ", c.phone(), r.choice(["  (TTY 711)" if Lc.code == "US" else "", "", "  Mon-Fri 8am-8pm"]), "   ", c.url(ins), "\n\n")
    if eob:
        d(r.choice(["EXPLANATION OF BENEFITS", "Explanation of Benefits — THIS IS NOT A BILL", "Claim Statement", "Benefit Statement"]), "\n")
        d("Statement date: ", c.date(c.visit), "\n\n")
    else:
        d(r.choice(["HEALTH INSURANCE CLAIM FORM", "Claim Form — Hospital/Medical", "Reimbursement Claim", "Cashless Claim — Final Bill Submission"]), "\n")
        d("Received: ", c.date(c.visit), "   Batch ", (f"B{D(r, 6)}", "IDNUM"), "\n\n")
    d("Claim number: ", (r.choice([f"{c.visit.year % 100:02d}{D(r, 9)}", f"CLM-{D(r, 8)}", f"{L(r, 2)}{D(r, 10)}", f"{D(r, 4)}-{D(r, 6)}-{D(r, 2)}"]), "ACCOUNT"), "\n")
    d("Insured's ID (", mid_lab.rstrip(":"), "): ", (mid_v, "HEALTHPLAN"), "\n")
    if Lc.code == "US" or c.chance(0.4):
        d("Group no.: ", (Lc.group_no() if Lc.code == "US" else f"GRP{D(r, 6)}", "HEALTHPLAN"), "   Employer: ", (Lc.employer(), "ORGANIZATION"), "\n")
    d("Insured/Subscriber: ", c.pname(sub, r.choice(["LAST_FIRST", "full", "LAST_First"]), "PATIENT" if sub is p else "FAMILY"),
      "   Relationship to patient: ", rel, "\n")
    if sub is not p:
        sage = max(18, age + r.randint(-8, 8)) if rel in ("wife", "husband", "partner") else age + r.randint(20, 40)
        d("Subscriber DOB: ", c.date(c.dob_for(sage)), "\n")
    d("Patient: ", c.pname(p, r.choice(["LAST_FIRST", "full", "last_first"])), "   DOB ", c.date(dob), "   Sex ", p.sex, "\n")
    d("Patient address: ", c.addr(with_country=c.chance(0.3)), "\n")
    d("Patient phone: ", c.phone(r.choice(["land", "mobile"])), "\n")
    x = c.ssn()
    if x and c.chance(0.5):
        d(x[0], " ", x[1], "\n")
    d("Patient account no.: ", (r.choice([f"{D(r, 7)}", f"PA{D(r, 8)}", f"{D(r, 3)}-{D(r, 5)}"]), "ACCOUNT"), "\n")
    d("Prior authorisation: ", (f"{r.choice(['PA', 'AUTH', 'PRE'])}{D(r, 8)}", "IDNUM") if c.chance(0.7) else "not required", "\n\n")
    d("PROVIDER\n")
    d("Billing provider: ", (prov, "HOSPITAL"), ", ", c.addr(), "\n")
    d("Rendering provider: ", c.dr(rend, cred=True), "   NPI " if Lc.code == "US" else "   ")
    if Lc.code == "US":
        d((Lc.npi(), "LICENSE"))
    else:
        lab, lv = c.lic()
        d(lab, " ", lv)
    d("\nReferring provider: ", c.dr(ref, cred=False), "\n\n")
    d("SERVICES\n")
    d("Line | Date(s) of service | ", LOCAL_CODE[Lc.code], " | Description | Dx | Billed | Allowed | Plan paid | Patient resp.\n")
    lines, dxs = r.choice(SCENARIOS)
    lines = lines[:r.randint(2, len(lines))]
    tot_b = tot_p = tot_r = 0
    for i, (code, desc, fee) in enumerate(lines, 1):
        if Lc.code != "US":
            code = {"AU": f"{r.randint(23, 59999)}", "UK": f"{L(r, 1)}{D(r, 4)}", "IN": f"{L(r, 2)}{D(r, 3)}{L(r, 1)}",
                    "PH": code if code[0].isdigit() else D(r, 5)}.get(Lc.code, f"{L(r, 1)}{D(r, 3)}")
        billed = fee
        allowed = round(fee * r.uniform(0.45, 0.9), 2)
        paid = round(allowed * r.choice([0.8, 0.9, 1.0, 0.7]), 2)
        resp = round(allowed - paid, 2)
        tot_b += billed
        tot_p += paid
        tot_r += resp
        sd = dos + TD(days=r.randint(0, 3))
        d(f"{i} | ", c.date(sd, "mdy_slash" if not Lc.dmy else "dmy_slash"))
        if c.chance(0.25):
            d(" - ", c.date(sd + TD(days=r.randint(1, 4)), "mdy_slash" if not Lc.dmy else "dmy_slash"))
        d(f" | {code} | {desc} | {r.choice(dxs)} | {billed:,.2f} | {allowed:,.2f} | {paid:,.2f} | {resp:,.2f}\n")
    d(f"TOTAL billed {tot_b:,.2f}; plan paid {tot_p:,.2f}; you may owe {tot_r:,.2f}\n")
    d("Remark codes: ", r.choice(["CO-45, PR-1", "PR-2 (coinsurance)", "N130", "CO-97"]), "\n\n")
    if eob:
        d("PAYMENT\n")
        d("Paid to provider by ", r.choice(["EFT", "cheque", "check"]), " no. ", (r.choice([f"{D(r, 9)}", f"EFT{D(r, 10)}", f"CHK-{D(r, 7)}"]), "ACCOUNT"),
          " on ", c.date(c.visit - TD(days=r.randint(0, 5))), "\n")
        if c.chance(0.4):
            d("Member reimbursement to account ending ", (D(r, 4), "ACCOUNT"), " (BSB/sort/IFSC ", r.choice(["on file", "verified"]), ")\n")
        d("Deductible met to date: ", f"{r.randint(100, 3000)}.00", " of ", f"{r.choice([1500, 3000, 5000])}.00", " (plan year ", c.year(c.visit), ")\n")
        d("Appeal rights: you have 180 days from ", c.date(c.visit), " to appeal. Claims examiner: ", (examiner.full(), "DOCTOR"),
          ", ext. ", (D(r, 4, True), "PHONE"), ".\n")
    else:
        d("DECLARATION\n")
        d("I authorise release of information. Signed: ", c.pname(sub, "full", "PATIENT" if sub is p else "FAMILY"), "  Date: ", c.date(c.visit), "\n")
        d("Submitted via provider portal by user ", c.user(examiner), " from ", c.ip(), " at ", time_str(r, c.uk), "\n")
    if c.chance(0.35):
        d("Phone verification: caller authenticated by voiceprint, voice ID ", (f"VB-{D(r, 8)}", "BIOID"), ".\n")
    if c.chance(0.5):
        d("Member portal login: ", (f"{p.given.lower()[:4]}{p.surname.lower().replace(' ', '')[:5]}{r.randint(1, 99)}".replace("'", ""), "USERNAME"),
          " — view claims at ", c.url(ins), "\n")
    d("Questions? Call ", c.phone(), " or write to ", c.org_email(ins, r.choice(["claims", "memberservices", "appeals"])), ".\n")
    return d


# ===========================================================================
HELPLINES = {"US": "988 Suicide & Crisis Lifeline (call or text 988)", "UK": "Samaritans 116 123", "IE": "Samaritans 116 123 / text 50808",
             "CA": "9-8-8 Suicide Crisis Helpline", "AU": "Lifeline 13 11 14", "NZ": "Need to talk? 1737", "IN": "Tele-MANAS 14416",
             "PH": "NCMH crisis hotline 1553", "KE": "Kenya Red Cross 1199"}
MH_TEAMS = {"US": ["Valley Assertive Community Treatment Team"], "UK": ["Wexcombe South CMHT"], "IE": ["Sector 4 Community Mental Health Team"],
            "CA": ["Équipe de santé mentale Rive-Nord"], "AU": ["Southern Cross Adult Community Mental Health"], "NZ": ["Te Whare Oranga CMHT"],
            "IN": ["Manas Community Psychiatry Team"], "PH": ["Ginhawa Community Mental Health Unit"], "KE": ["Amani Community Psychiatry Outreach"]}
MH_BASES = {"US": ["Cottonwood Behavioral Health Center"], "UK": ["Fenwick Lodge"], "IE": ["St. Dympna's Day Centre"], "CA": ["Pavillon Laurier"],
            "AU": ["Banksia House"], "NZ": ["Tōtara House"], "IN": ["Nalam Day Care Centre"], "PH": ["Kalinga Wellness Center"],
            "KE": ["Tumaini Wellness Centre"]}
MH_HOUSING = {"US": ["Hope Street Residential Program"], "UK": ["Holloway Court"], "IE": ["Cois Cuain Hostel"], "CA": ["Maison Claire"],
              "AU": ["Wattle Lodge"], "NZ": ["Whare Tāpiri"], "IN": ["Snehalaya Halfway Home"], "PH": ["Bahay Pag-asa Residence"],
              "KE": ["Nyumba ya Amani"]}
EMERG = {"US": "911", "UK": "999", "IE": "112", "CA": "911", "AU": "000", "NZ": "111", "IN": "112", "PH": "911", "KE": "999"}


def mental_health(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(18, 78)
    dob = c.dob_for(age)
    hosp = Lc.hospital()
    team = r.choice([f"{r.choice(['Riverside', 'Northfield', 'Eastbrook', 'Harbourside', 'Kestrel Vale', 'Millbrook'])} "
                     f"{r.choice(['CMHT', 'Community Mental Health Team', 'Early Intervention Team', 'Assertive Outreach Team', 'Recovery Team'])}"]
                    * 3 + MH_TEAMS[Lc.code])
    base = r.choice(["Rowan House", "The Willows Resource Centre", "Beacon Lodge", "Harbourview Clinic"] + MH_BASES[Lc.code])
    cc = c.clin("nurse")
    psych = c.clin("doctor", "psych")
    sw = c.clin("other")
    stw = c.clin("other")
    d((team, "HOSPITAL"), " — ", (hosp, "HOSPITAL"), "\n")
    d("Base: ", (base, "HOSPITAL"), ", ", c.addr(), "   Tel ", c.phone(), "\n\n")
    d(r.choice(["CARE PROGRAMME APPROACH (CPA) REVIEW", "Community Mental Health Review", "6-monthly MDT Review", "Care Coordination Review"]), "\n")
    d("Date: ", c.date(c.visit), "   Venue: ", r.choice(["patient's home", "clinic base", "video call"]), "\n")
    mrn = c.mrn()
    d("Client: ", c.pname(p, r.choice(["full", "LAST_FIRST", "LAST_First"])), "   DOB ", c.date(dob), " (", (str(age), "AGE"), ")   ", mrn[0], " ", mrn[1], "\n")
    nh = c.nhid()
    if nh:
        d(nh[0], " ", nh[1], "   ")
    d("Legal status: ", r.choice(["informal", "CTO (s.17A MHA 1983)", "Section 37/41 conditional discharge", "voluntary", "Community Treatment Order"]), "\n")
    d("Address: ", c.addr(), "   Mobile: ", c.phone("mobile"), "\n")
    init_cc, init_ps, init_sw = cc.p.initials(), psych.p.initials(), sw.p.initials()
    fam, flab = c.kin(p, ["mother", "father", "sister", "brother", "partner", "wife" if p.sex == "M" else "husband"])
    d("Present: ", c.pname(p, "first"), " (client); ", (cc.p.full(), "DOCTOR"), " (care coordinator, ", (init_cc, "DOCTOR"), "); ",
      c.dr(psych, cred=c.chance(0.5)), " (consultant psychiatrist, ", (init_ps, "DOCTOR"), "); ", (sw.p.full(), "DOCTOR"), " (social worker, ",
      (init_sw, "DOCTOR"), "); ", c.pname(fam, "full", "FAMILY"), " (", flab, ")\n\n")
    diag = r.choice(["paranoid schizophrenia (F20.0)", "bipolar affective disorder, currently euthymic", "EUPD with recurrent self-harm",
                     "recurrent depressive disorder", "schizoaffective disorder", "PTSD with comorbid alcohol use disorder"])
    d("Diagnosis: ", diag, "\n\n")
    d("PROGRESS SINCE LAST REVIEW (", c.date(c.visit - TD(days=r.randint(90, 200))), ")\n")
    job = c.job()
    d(c.title(p), (p.surname, "PATIENT"), " ", r.choice(["has been", "reports being", "appears"]), " ", r.choice(["more settled", "low in mood", "guarded", "euthymic"]),
      ". ", p.he.capitalize(), r.choice([" started part-time work as a ", " is volunteering as a ", " lost " + p.his + " job as a "]), (job, "PROFESSION"),
      " at ", (Lc.employer(), "ORGANIZATION"), " in ", c.my(c.visit - TD(days=r.randint(20, 150))), ". ")
    exn = c.person(sex=r.choice("FM"))
    quote_name = exn.given.lower()
    d(r.choice(["In " + p.his + " own words", "Quote", p.he.capitalize() + " said"]), ": \"", r.choice(["me and ", "since "]), (quote_name, "FAMILY"),
      r.choice([" split up i stopped sleeping", " left, the voices got louder", " keeps messaging me at night", " took the car and the dog"]), "\". ")
    d(p.he.capitalize(), " posts online as ", (handle_for(r, p), "USERNAME"), "; no concerning content seen. ")
    if c.chance(0.5):
        kid = c.rel(p, r.choice("FM"))
        if age <= 52:
            kl = "son" if kid.sex == "M" else "daughter"
            kage = r.randint(1, max(1, min(16, age - 17)))
            d("Contact with ", kl, " ", c.pname(kid, "first", "FAMILY"), " (", (str(kage), "AGE"),
              ") supervised by children's services every ", WEEKDAYS[r.randint(0, 6)], ". ")
        else:
            kl = "grandson" if kid.sex == "M" else "granddaughter"
            d("Enjoys visits from ", kl, " ", c.pname(kid, "first", "FAMILY"), ", ", c.age(r.randint(2, 20), kid.sex, r.choice(["aged", "paren", "yo_hyphen"]), "child"),
              ", on ", WEEKDAYS[r.randint(0, 6)] + "s", ". ")
    if c.chance(0.4):
        d("Housing: supported accommodation at ", (r.choice(["Ashfield House", "Cedar Court Supported Living"] + MH_HOUSING[Lc.code]), "HOSPITAL"),
          ", key worker ", (c.person().full(), "DOCTOR"), ". ")
    if c.chance(0.4):
        po = c.person()
        d("Probation officer ", c.pname(po, "full", "FAMILY"), " (", c.phone(), ") aware. ")
    d("\n\n")
    d("MSE: ", r.choice(["casually dressed, good rapport", "unkempt, poor eye contact", "restless, pressured speech"]), "; mood ",
      r.choice(["'ok'", "'flat'", "'a 4 out of 10'"]), "; no FTD; ", r.choice(["denies AH", "hears two male voices commenting", "persecutory beliefs about neighbours, less preoccupied"]),
      f"; insight partial. PHQ-9 {r.randint(2, 24)}, GAD-7 {r.randint(1, 20)}, HoNOS {r.randint(4, 28)}, BPRS {r.randint(20, 60)}.\n")
    med = r.choice(["clozapine 350 mg nocte (level 0.42 mg/L, ANC 3.1)", "paliperidone palmitate 100 mg IM monthly", "lithium 800 mg (level 0.7 mmol/L)",
                    "aripiprazole 15 mg", "sertraline 150 mg + quetiapine 50 mg nocte", "olanzapine 10 mg"])
    d("Medication: ", med)
    if "IM" in med:
        d("; last depot ", c.date(c.visit - TD(days=r.randint(1, 27))), " given by ", (init_cc, "DOCTOR"), " at ", (base, "HOSPITAL"))
    d(f". Physical health: BMI {r.randint(19, 41)}, HbA1c {r.randint(34, 70)}, QTc {r.randint(400, 470)} ms, smoker {r.randint(0, 30)}/day.\n\n")

    d("RISK ASSESSMENT\n")
    d("Risk | Rating | Evidence / history | Management | By | Date\n")
    rows = [
        ("Suicide / self-harm", ["overdose of paracetamol on ", "ligature attempt ", "cutting, last episode "]),
        ("Harm to others", ["assault on neighbour ", "verbal threats to staff ", "nil known since "]),
        ("Self-neglect", ["fridge empty at visit ", "not collected meds since ", "weight loss noted "]),
        ("Vulnerability / exploitation", ["cuckooing concerns raised ", "financial abuse by acquaintance ", "nil since "]),
        ("Substance use", ["cannabis daily, AUDIT 19 on ", "alcohol binge with police contact ", "abstinent since "]),
        ("Non-adherence / disengagement", ["missed depot ", "DNA x2, last ", "engaging well since "]),
    ]
    staff_inits = [init_cc, init_ps, init_sw, stw.p.initials()]
    for name, evs in r.sample(rows, r.randint(4, 6)):
        ev = r.choice(evs)
        ed = c.visit - TD(days=r.randint(10, 900))
        d(name, " | ", r.choice(["Low", "Medium", "High", "Low-Medium"]), " | ", ev, c.date(ed) if c.chance(0.6) else c.my(ed))
        if name == "Harm to others" and c.chance(0.5):
            d(" (police ref ", (r.choice([f"{D(r, 4)}-{D(r, 6)}", f"INC{D(r, 7)}", f"CAD{D(r, 5)}/{c.visit.year % 100:02d}"]), "IDNUM"), ")")
        if name == "Substance use" and c.chance(0.3):
            d("; drives a car, reg ", (Lc.plate(), "VEHICLE"), " — driving advice given")
        d(" | ", r.choice(["crisis plan shared", "weekly contact", "safeguarding referral", "joint visits only", "MDT discussion", "dual diagnosis input"]),
          " | ", (r.choice(staff_inits), "DOCTOR"), " | ", c.sdate(c.visit - TD(days=r.randint(0, 10))), "\n")
    d("Overall risk: ", r.choice(["low", "moderate", "moderate, static factors high"]), ". Risk formulation agreed with ",
      c.pname(p, r.choice(["first", "initials", "initials"])), ".\n\n")
    d("CRISIS PLAN\n")
    d("Early warning signs: ", r.choice(["isolating, not answering phone", "stops clozapine", "talking about the neighbours", "increased drinking"]),
      ". Contact care coordinator ", (cc.p.given, "DOCTOR"), " on ", c.phone("mobile"), " (office hours) or the crisis team on ",
      c.phone(ext=c.chance(0.3)), " (24 h). ", HELPLINES[Lc.code], "; emergency ", EMERG[Lc.code], ".\n")
    d("Nearest relative: ", c.pname(fam, "full", "FAMILY"), ", ", c.phone("mobile"), ".\n\n")
    d("PLAN\n")
    d("- Next CPA review ", c.date(c.visit + TD(days=r.randint(90, 190))), "; care coordinator visits ", WEEKDAYS[r.randint(0, 4)] + "s", " (weekly)\n")
    d("- OP review with ", c.dr(psych, cred=False), " on ", c.sdate(c.visit + TD(days=r.randint(20, 60)), weekday=True), "\n")
    d("- Support time & recovery worker ", (stw.p.full(), "DOCTOR"), " (", (stw.p.initials(), "DOCTOR"), ") to support ", r.choice(["benefits claim", "college application to ", "gym referral"]))
    if d.buf[-1].endswith("to "):
        d((r.choice(pools.SCHOOLS[Lc.code] + ["Northgate College", "Tamarind Technical Institute"]), "ORGANIZATION"))
    d("\n\n")
    d((cc.p.full(), "DOCTOR"), ", ", cc.cred, ", Care Coordinator  |  ", c.email(cc.p, org_domain(hosp, Lc.code)), "\n")
    d("Countersigned: ", c.dr(psych, title=True, cred=True), "\n")
    audit_line(c, d, cc)
    return d
