"""Genre templates. Each function takes a Ctx and returns a markup string."""
from common import m, WORLD

CANCERS = [("invasive ductal carcinoma of the left breast", "breast", "ER 8/8, PR 6/8, HER2 negative"),
           ("adenocarcinoma of the right upper lobe", "lung", "EGFR exon 19 deletion detected, PD-L1 TPS 40%"),
           ("adenocarcinoma of the sigmoid colon", "colorectal", "MMR proficient, KRAS G12D"),
           ("prostate adenocarcinoma, Gleason 4+3=7 (Grade Group 3)", "prostate", "PSA 14.2 ng/mL at diagnosis"),
           ("diffuse large B-cell lymphoma, stage IIIA", "lymphoma", "IPI 2, germinal centre subtype"),
           ("high-grade serous carcinoma of the ovary, FIGO IIIC", "ovary", "BRCA1 pathogenic variant"),
           ("squamous cell carcinoma of the oropharynx, p16 positive", "head and neck", "T2 N1 M0 (AJCC 8th ed.)"),
           ("pancreatic ductal adenocarcinoma, borderline resectable", "pancreas", "CA 19-9 812 U/mL"),
           ("classical Hodgkin lymphoma, nodular sclerosis", "lymphoma", "stage IIB, bulky mediastinal disease"),
           ("muscle-invasive urothelial carcinoma of the bladder", "bladder", "pT2 on TURBT"),
           ("oesophageal adenocarcinoma, Siewert II", "oesophagus", "HER2 IHC 1+"),
           ("glioblastoma, IDH-wildtype", "brain", "MGMT promoter methylated")]
REGIMENS = ["AC-T", "FOLFOX", "CAPOX", "R-CHOP", "ABVD", "carboplatin/paclitaxel", "FOLFIRINOX",
            "cisplatin/pemetrexed + pembrolizumab", "docetaxel", "gemcitabine/cisplatin", "osimertinib",
            "FLOT", "temozolomide", "letrozole + palbociclib", "enzalutamide"]


SITE_TX = {"breast": (["AC-T", "docetaxel/cyclophosphamide", "letrozole + palbociclib", "paclitaxel weekly"], "Wide local excision and sentinel node biopsy"),
           "lung": (["carboplatin/pemetrexed + pembrolizumab", "osimertinib", "cisplatin/vinorelbine"], "Right upper lobectomy"),
           "colorectal": (["FOLFOX", "CAPOX", "FOLFIRI + bevacizumab"], "Anterior resection"),
           "prostate": (["docetaxel", "enzalutamide", "ADT (goserelin)"], "Radical prostatectomy"),
           "lymphoma": (["R-CHOP", "ABVD", "Pola-R-CHP"], "Excision lymph node biopsy"),
           "ovary": (["carboplatin/paclitaxel", "olaparib maintenance"], "Interval debulking surgery"),
           "head and neck": (["cisplatin weekly (with RT)", "cetuximab"], "Neck dissection"),
           "pancreas": (["FOLFIRINOX", "gemcitabine/nab-paclitaxel"], "Whipple procedure"),
           "bladder": (["gemcitabine/cisplatin", "avelumab maintenance"], "Radical cystectomy"),
           "oesophagus": (["FLOT", "CROSS (carboplatin/paclitaxel + RT)"], "Ivor Lewis oesophagectomy"),
           "brain": (["temozolomide (Stupp)", "PCV"], "Debulking craniotomy")}


def _region(c):
    st = c.g.ch(__import__('common').STATES[c.loc])
    if c.loc == "IE":
        return m("CITY", "Co. " + st[0])
    if c.loc == "UK":
        return m("CITY", st[0])
    return m("STATE", st[1] if c.loc in ("US", "CA", "AU") and c.g.coin(0.6) else st[0])


def _intro_line(c):
    g = c.g
    return g.ch([
        f"I reviewed {c.P('title')} in the {g.ch(['oncology', 'combined', 'nurse-led', 'telephone'])} clinic today",
        f"Thank you for referring {c.P('full')}, a {c.age_phrase()},",
        f"I saw {c.P('title')} again today",
        f"{c.P('title')} attended clinic on {c.d(c.visit)}",
    ])


def _social(c, short=False):
    g = c.g
    s = []
    s.append(g.ch([
        f"{c.He} works as a {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}.",
        f"{c.He} is a retired {m('PROFESSION', c.prof)}.",
        f"Occupation: {m('PROFESSION', c.prof)} ({m('ORGANIZATION', c.employer)}).",
        f"{c.He} was a {m('PROFESSION', c.prof)} until {c.d(c.ago(400, 3000), 'year')} and is now retired.",
        f"Employed as a {m('PROFESSION', c.prof)}; currently on sick leave from {m('ORGANIZATION', c.employer)}.",
    ]))
    if not short:
        s.append(g.ch([
            f"{c.He} lives with {c.his} {c.spouse_word} {c.F(0)}, who is a {m('PROFESSION', g.profession())}.",
            f"Lives alone in {m('CITY', c.addr['city'])}; {c.his} {c.child_word} {c.F(1, 'full')} visits daily.",
            f"{c.He} lives with {c.his} {c.spouse_word} {c.F(0, 'given')} and two teenage children in {m('CITY', c.addr['city'])}.",
            f"Next of kin: {c.F(0, 'full')} ({c.spouse_word}), {m('PHONE', g.phone(c.loc))}.",
        ]))
        s.append(g.ch(["Never smoker. Alcohol 6 units/week.", "Ex-smoker, 25 pack-years, quit 2 years ago.",
                       "Current smoker, 10/day; cessation advice given.", "No alcohol. Independent with ADLs.",
                       "ECOG performance status 1."]))
    return " ".join(s)


def oncology(c):
    g = c.g
    dx, site, marker = g.ch(CANCERS)
    regs, surgery = SITE_TX[site]
    reg1, reg2 = (g.r.sample(regs, 2) if len(regs) > 1 else (regs[0], regs[0]))
    d_dx = c.ago(120, 900)
    d_bx = d_dx
    d_c1 = c.ago(60, 110)
    d_end = c.ago(5, 40)
    out = []
    if g.coin(0.6):
        # clinic letter
        out.append(c.letterhead(g.ch(["Department of Medical Oncology", "Oncology Outpatients", "Cancer Services",
                                      "Haematology-Oncology Clinic"])))
        out.append("")
        out.append(f"Date: {c.d(c.visit)}" + (f"   Clinic: {g.ch(['Tue AM', 'Thursday PM', 'Rapid Access', 'Lung MDT follow-up'])}" if g.coin(0.4) else ""))
        out.append("")
        out.append(f"{c.Dr(-1, 'drfull')}\n{m('HOSPITAL', c.gp_practice)}\n{c.addr_line(c.gp_addr, multiline=True)}")
        out.append("")
        out.append(f"Dear Dr {m('DOCTOR', c.gp['surname'])},")
        out.append("")
        out.append(c.patient_header("re"))
        out.append("")
        out.append("Diagnosis:")
        out.append(f"1. {dx.capitalize()}, diagnosed {c.d(d_dx, g.ch(['mon_year', None, None]))}")
        out.append(f"   - {marker}")
        out.append(f"   - Core biopsy {c.d(d_bx)} at {c.H(True)} (accession {m('IDNUM', g.accession(d_bx.year))})")
        out.append(f"2. {g.ch(['Type 2 diabetes mellitus', 'Hypertension', 'Atrial fibrillation on apixaban', 'COPD', 'Hypothyroidism'])}")
        out.append("")
        out.append("Treatment to date:")
        out.append(f"- {reg1} x {g.r.randint(3, 8)} cycles, {c.d(d_c1)} to {c.d(d_end)}")
        if g.coin(0.5):
            out.append(f"- {surgery} on {c.d(c.ago(150, 400))} under {c.Dr(2, 'dr')}, {m('HOSPITAL', g.hospital(c.loc, g.town(c.loc))['full'])}")
        out.append("")
        out.append(f"{_intro_line(c)} accompanied by {c.his} {c.spouse_word} {c.F(0, 'given')}. "
                   f"{c.He} has tolerated cycle {g.r.randint(2, 6)} of {reg1} reasonably well with grade 1 fatigue and "
                   f"grade 2 peripheral neuropathy in the fingertips. There was one admission to {c.H(True)} on "
                   f"{c.d(c.ago(20, 50))} with neutropenic sepsis (bed {m('LOCATION_OTHER', str(g.r.randint(1, 32)))} on "
                   f"{m('HOSPITAL', g.ch(['Ward 7B', 'Rowan Ward', 'Oncology Day Unit', 'Ward 22', 'Cedar Unit', 'Acute Oncology Unit']))}), "
                   f"treated with piperacillin-tazobactam, and discharged after 4 days.")
        out.append("")
        out.append(_social(c))
        out.append("")
        out.append(f"On examination {c.he} looked well. Weight {g.r.randint(48, 110)} kg (previously {g.r.randint(48, 110)} kg on "
                   f"{c.d(c.ago(40, 90))}). No palpable lymphadenopathy. Chest clear. Abdomen soft.")
        out.append(f"Bloods today: Hb {g.r.randint(88, 145)} g/L, WCC {g.r.randint(2, 11)}.{g.r.randint(0, 9)}, neutrophils "
                   f"{g.r.randint(1, 7)}.{g.r.randint(0, 9)}, platelets {g.r.randint(90, 400)}, creatinine {g.r.randint(50, 130)} umol/L.")
        out.append(f"Restaging CT on {c.d(c.ago(3, 20))} shows {g.ch(['a partial response', 'stable disease', 'a near-complete response', 'mixed response with a new 6 mm liver lesion'])}.")
        out.append("")
        out.append("Plan:")
        out.append(f"1. Proceed with {reg2} from {c.d(c.later(7, 21), g.ch(['us_wd', None]) if c.loc == 'US' else None)}.")
        out.append(f"2. Discussed at the {site} MDT on {c.d(c.ago(2, 10))}; case number {m('IDNUM', 'MDT-' + g.digits(5))}.")
        out.append(f"3. Referral to {c.Nurse()} (clinical nurse specialist), {c.tel_lbl()} {c.ph()}.")
        out.append(f"4. Review in {g.r.randint(3, 8)} weeks with bloods, on or around {c.d(c.later(21, 56))}.")
        if g.coin(0.4):
            out.append(f"5. {c.His} {c.child_word} {c.F(1, 'full')} ({m('EMAIL', g.email(c.rel[1]['given'], c.rel[1]['surname']))}) asked to be copied into correspondence; "
                       f"{c.P('given')} consented to this.")
        out.append(c.signature(0, g.ch(["Consultant Medical Oncologist", "Specialty Registrar, Medical Oncology", "Attending Physician, Hematology/Oncology", "Fellow, Medical Oncology"])))
        out.append("")
        out.append(c.cc_list())
    else:
        # treatment summary
        out.append(f"END OF TREATMENT SUMMARY — {c.H()}")
        out.append("")
        out.append(c.patient_header(g.ch(["kv", "table"])))
        out.append(f"Treating oncologist: {c.Dr(0, g.ch(['drfull', 'cred']))}   Key worker: {c.Nurse()}")
        out.append(f"GP: {c.Dr(-1, 'drfull')}, {m('HOSPITAL', c.gp_practice)}")
        out.append(f"Summary date: {c.d(c.visit)}")
        out.append("")
        out.append(f"Diagnosis: {dx} ({marker}), date of diagnosis {c.d(d_dx)}.")
        out.append("")
        out.append("| Treatment | Start | End | Notes |")
        out.append("|---|---|---|---|")
        out.append(f"| {reg1} | {c.d(d_c1)} | {c.d(d_end)} | dose reduced 20% from C3 for neutropenia |")
        if g.coin(0.7):
            d1 = c.ago(200, 400)
            out.append(f"| {surgery} | {c.d(d1)} | {c.d(d1)} | {c.Dr(2, 'dr')}, {m('HOSPITAL', g.hospital(c.loc, g.town(c.loc))['full'])} |")
        if g.coin(0.6):
            out.append(f"| Radiotherapy 40 Gy/15 fx | {c.d(c.ago(150, 190))} | {c.d(c.ago(120, 149))} | delivered at {c.H(True)} |")
        out.append("")
        out.append("Central venous access:")
        out.append(f"- {g.ch(['Port-a-Cath', 'PICC', 'Hickman line', 'implanted port'])} inserted {c.d(c.ago(200, 300))}, serial {m('DEVICE', g.device_sn())}; "
                   f"{g.ch(['removed', 'to be removed', 'flushed 6-weekly'])}.")
        out.append("")
        out.append("Toxicities / ongoing issues: grade 1 neuropathy, fatigue, lymphoedema risk. Cardiac function: LVEF 58% on echo.")
        out.append("")
        out.append("Alert symptoms — contact the acute oncology line 24/7 on " + c.ph() + ".")
        out.append("")
        out.append("Follow-up schedule:")
        fu = c.later(60, 120)
        out.append(f"* Clinic review {c.d(fu)} with {c.Dr(1, 'dr')}")
        out.append(f"* Surveillance CT {c.d(c.later(80, 180), g.ch(['mon_year', None]))}")
        out.append(f"* Survivorship programme at {m('ORGANIZATION', g.ch(['Maggie Harbour Centre', 'Wellspring Cancer Support', 'Cancer Connect Trust', 'Hope Lodge Foundation']))}")
        out.append("")
        out.append(f"Patient portal: {m('URL', g.url(c.hosp['full']))} (username {m('USERNAME', g.username(c.pt))})")
        out.append(_social(c, short=True))
        out.append("")
        out.append(c.esign(0))
    return "\n".join(out)


def radiotherapy(c):
    g = c.g
    dx, site, marker = g.ch(CANCERS)
    dose = g.ch([("60 Gy", 30), ("50 Gy", 25), ("40.05 Gy", 15), ("70 Gy", 35), ("36 Gy", 6), ("20 Gy", 5), ("54 Gy", 30)])
    sim = c.ago(10, 30)
    start = c.ago(0, 8)
    n_fx = dose[1]
    out = []
    kind = g.r.randint(0, 1)
    out.append(f"{c.H()} — Department of Radiation Oncology")
    out.append(g.ch(["RADIOTHERAPY PLANNING NOTE", "ON-TREATMENT REVIEW", "RT PRESCRIPTION AND PLANNING SUMMARY"]) if kind == 0 else "WEEKLY ON-TREATMENT REVIEW")
    out.append("")
    out.append(c.patient_header(g.ch(["kv", "table"])))
    out.append(f"Radiation oncologist: {c.Dr(0, 'cred')}")
    out.append(f"Planner: {c.Staff(g.ch(['dosimetrist', 'CMD', 'Physicist', 'Senior Planner']))}")
    out.append("")
    if kind == 0:
        out.append(f"Diagnosis: {dx}; {marker}.")
        out.append(f"Intent: {g.ch(['radical', 'curative', 'adjuvant', 'palliative'])}.")
        out.append(f"CT simulation performed on {c.d(sim)} at 09:{g.r.randint(10, 59)} in CT-Sim room {m('LOCATION_OTHER', g.ch(['2', 'B', 'CT2', '3A']))}. "
                   f"Immobilisation: {g.ch(['5-point thermoplastic mask', 'vacbag and knee rest', 'breast board at 10 degrees', 'wing board'])}.")
        out.append(f"Fusion with diagnostic MRI dated {c.d(c.ago(30, 60))} and PET-CT of {c.d(c.ago(25, 70))} (accession {m('IDNUM', g.accession(c.visit.year))}).")
        out.append("")
        out.append("Prescription:")
        out.append("| Volume | Dose | Fractions | Technique |")
        out.append("|---|---|---|---|")
        out.append(f"| PTV_High | {dose[0]} | {n_fx} | VMAT 6MV |")
        if g.coin(0.5):
            out.append(f"| PTV_Low | {g.ch(['54 Gy', '45 Gy', '48 Gy'])} | {n_fx} | VMAT 6MV (SIB) |")
        out.append("")
        out.append(f"Planned start {c.d(start)}; expected completion {c.d(c.later(n_fx + 10, n_fx + 20))}. Fx 1/{n_fx} on the linac listed in ARIA.")
        out.append("OAR constraints met: spinal cord Dmax < 45 Gy, mean lung < 20 Gy, heart V25 < 10%.")
        if g.coin(0.5):
            out.append(f"Cardiac device: {g.ch(['dual-chamber pacemaker', 'ICD', 'loop recorder'])} (Medtronic Azure), serial {m('DEVICE', g.device_sn())}; "
                       f"cardiac physiology informed, device check booked for {c.d(c.later(2, 9))}.")
        out.append(f"Consent obtained on {c.d(sim)}; {c.P('title')} was accompanied by {c.his} {c.child_word} {c.F(1, 'given')}.")
        out.append(f"Transport: hospital car arranged from {m('CITY', c.addr['city'])}; "
                   + (f"own vehicle, parking permit issued for plate {m('VEHICLE', g.plate(c.loc))}." if g.coin(0.5) else "daily taxi booked."))
    else:
        fx_done = g.r.randint(3, n_fx - 1)
        out.append(f"Review date: {c.d(c.visit, 'us_wdlong' if c.loc == 'US' else 'uk_wd')}   Fraction {fx_done}/{n_fx} ({dose[0]} prescribed)")
        out.append("")
        out.append(f"S: {c.P('given')} reports {g.ch(['mild dysphagia to solids', 'grade 1 skin erythema in the inframammary fold', 'urinary frequency x3 overnight', 'fatigue, still driving to work', 'sore throat, managing soft diet'])}. "
                   f"{c.He} continues to work part-time as a {m('PROFESSION', c.prof)}.")
        out.append(f"O: Weight {g.r.randint(50, 105)}.{g.r.randint(0, 9)} kg (baseline on {c.d(sim)}: {g.r.randint(50, 105)}.{g.r.randint(0, 9)} kg). RTOG skin grade 1.")
        out.append(f"Imaging: daily CBCT, setup shifts within tolerance. Treatment delivered on Linac 3.")
        out.append("A: Tolerating treatment as expected.")
        out.append(f"P: Continue. Dietitian review ({c.Staff('RD')}) on {c.d(c.later(1, 6))}. Next review {c.d(c.later(6, 8))}.")
        out.append(f"Missed fraction on {c.d(c.ago(3, 9))} (machine service) — added at end; new completion date {c.d(c.later(n_fx - fx_done + 1, n_fx - fx_done + 4))}.")
        if g.coin(0.5):
            out.append(f"Accommodation at {m('LOCATION_OTHER', g.ch(['Sunflower Lodge', 'Cancer Council Lodge', 'Daffodil House', 'the hospital hostel, room 14']))} during treatment; {c.his} home in "
                       f"{m('CITY', c.addr['city'])} is {g.r.randint(60, 300)} km away.")
    out.append("")
    out.append(f"Contact radiotherapy reception: {c.ph()}; after hours {c.ph()}.")
    out.append(c.esign(0))
    return "\n".join(out)


def clinical_trial(c):
    g = c.g
    trial = g.ch(["HORIZON-3", "SENTINEL-BR", "ATLAS-LUNG", "KESTREL-02", "PROMISE-PC", "NOVA-HNC", "TIDE-CRC", "ORBIT-7"])
    arm = g.ch(["Arm A", "Arm B", "experimental arm", "control arm"])
    cyc = g.r.randint(2, 12)
    subj = f"{g.digits(3)}-{g.digits(4)}"
    out = []
    out.append(f"CLINICAL TRIAL VISIT NOTE — {trial}")
    out.append(f"Site: {c.H()}   Research unit: {m('HOSPITAL', g.ch(['Clinical Trials Unit', 'Early Phase Unit', 'Oncology Research Suite']) + ' ' + c.htown)}")
    out.append(f"Participant: {c.P(g.ch(['initials', 'initials2', 'full']))}   Subject ID: {m('IDNUM', subj)}   Randomisation no.: {m('IDNUM', 'R' + g.digits(5))}")
    out.append(f"DOB: {c.d(c.dob, g.ch(['year', 'mm_yyyy', None]))}   MRN: {m('MRN', c.mrn)}   {arm}")
    out.append(f"Visit: Cycle {cyc} Day 1   Date: {c.d(c.visit)}   Time: {g.r.randint(8, 16):02d}:{g.r.choice(['00', '15', '30', '45'])}")
    out.append(f"Investigator: {c.Dr(0, 'cred')}   Research nurse: {c.Nurse()}")
    if g.coin(0.4):
        out.append(f"Identity confirmed with biometric check-in, fingerprint ID {m('BIOID', g.bioid())}.")
    out.append("")
    base = (cyc - 1) * 21
    out.append(f"Consent: Main study consent v{g.r.randint(2, 6)}.0 signed {c.d(c.ago(base + 30, base + 45))}; re-consented to v{g.r.randint(6, 8)}.0 on {c.d(c.ago(1, 20))}. Witness: {c.Staff()}.")
    out.append(f"Eligibility confirmed {c.d(c.ago(base + 15, base + 25))}. Randomised {c.d(c.ago(base + 5, base + 12))}. Cycle 1 Day 1 {c.d(c.ago(base, base + 3))}.")
    out.append("")
    out.append(f"Interval history: {c.P('given')} reports {g.ch(['grade 1 diarrhoea (3 episodes/day) for 4 days', 'grade 2 rash on the trunk', 'no new symptoms', 'grade 1 nausea on days 2-4', 'intermittent arthralgia'])}. "
               f"Patient diary reviewed. {c.He} missed one dose on {c.d(c.ago(3, 20))} after a family wedding in {m('CITY', g.town(c.loc))}.")
    out.append("")
    out.append("Adverse events:")
    out.append("| AE | CTCAE grade | Onset | Resolved | Related |")
    out.append("|---|---|---|---|---|")
    for ae in g.r.sample(["Diarrhoea", "Fatigue", "Rash maculo-papular", "ALT increased", "Hypothyroidism", "Anaemia", "Mucositis"], g.r.randint(2, 4)):
        on = c.ago(5, 60)
        res = c.d(c.ago(0, 4)) if g.coin(0.6) else "ongoing"
        out.append(f"| {ae} | {g.r.randint(1, 3)} | {c.d(on)} | {res} | {g.ch(['possibly', 'probably', 'unlikely'])} |")
    out.append("")
    out.append(f"Vitals: BP {g.r.randint(100, 150)}/{g.r.randint(60, 95)}, HR {g.r.randint(55, 105)}, T 36.{g.r.randint(2, 9)}, weight {g.r.randint(48, 110)} kg. ECOG {g.r.randint(0, 1)}.")
    out.append(f"Labs (central lab, requisition {m('IDNUM', g.digits(9))}): within protocol limits.")
    out.append(f"IP dispensed: kit numbers {m('IDNUM', g.digits(6))} and {m('IDNUM', g.digits(6))}; returned kit {m('IDNUM', g.digits(6))} (pill count 54/56).")
    if g.coin(0.5):
        out.append(f"Wearable activity monitor serial {m('DEVICE', g.device_sn())} synced; data uploaded from {m('IPADDR', g.ip())}.")
    out.append(f"Travel reimbursement to {c.P('title')}: bank account ending {m('ACCOUNT', g.digits(4))}, claim ref {m('ACCOUNT', 'TR-' + g.digits(6))}.")
    out.append("")
    out.append(f"Plan: proceed to Cycle {cyc + 1} on {c.d(c.later(14, 28))}. CT (RECIST) due {c.d(c.later(20, 40))}. SAE reporting not required.")
    out.append(f"Sponsor monitor {c.Staff()} ({m('EMAIL', g.email(g.person()['given'], g.person()['surname'], 'cro.example.com'))}) notified of protocol deviation on {c.d(c.visit)}.")
    out.append(f"Trial office: {c.ph()}  Fax: {c.fx()}")
    out.append(c.esign(1) if g.coin(0.5) else f"Signed: {c.Nurse()} {c.d(c.visit)}")
    return "\n".join(out)


def genetics(c):
    g = c.g
    gene, variant, cond = g.ch([("BRCA2", "c.5946delT p.(Ser1982Argfs*22)", "hereditary breast and ovarian cancer"),
                                ("BRCA1", "c.68_69delAG p.(Glu23Valfs*17)", "hereditary breast and ovarian cancer"),
                                ("MLH1", "c.1852_1854del p.(Lys618del)", "Lynch syndrome"),
                                ("MSH2", "c.942+3A>T", "Lynch syndrome"), ("PALB2", "c.3113G>A p.(Trp1038*)", "PALB2-related cancer risk"),
                                ("TP53", "c.743G>A p.(Arg248Gln)", "Li-Fraumeni syndrome"),
                                ("APC", "c.3927_3931del p.(Glu1309Aspfs*4)", "familial adenomatous polyposis"),
                                ("CHEK2", "c.1100delC", "moderate-penetrance breast cancer risk")])
    lab = g.genlab()
    out = []
    out.append(c.letterhead(g.ch(["Clinical Genetics Service", "Department of Clinical Genetics", "Familial Cancer Clinic", "Cancer Genetics Unit"])))
    out.append("")
    out.append(f"{c.d(c.visit)}")
    out.append("")
    out.append(f"{c.P('title')}\n{c.addr_line(multiline=True)}")
    out.append("")
    out.append(f"Our ref: {m('IDNUM', 'GEN/' + g.digits(5))}   {c.ids_block(sep='   ')}")
    out.append(f"Date of birth: {c.d(c.dob)}")
    out.append("")
    out.append(f"Dear {c.P('title')},")
    out.append("")
    out.append(f"I am writing with the result of the genetic test you had when we met at {c.H(True)} on {c.d(c.ago(40, 120))}. "
               f"Your blood sample (lab number {m('IDNUM', g.letters(2) + g.digits(7))}) was analysed by {m('ORGANIZATION', lab)} using a hereditary cancer panel.")
    out.append("")
    out.append("RESULT")
    out.append(f"Gene: {gene}   Variant: {variant}   Classification: pathogenic (ACMG class 5)   Zygosity: heterozygous")
    out.append(f"Report issued {c.d(c.ago(5, 30))}, authorised by {c.Staff('Clinical Scientist')}.")
    out.append("")
    out.append(f"This means you have {cond}. This finding explains the cancer diagnosed in {c.d(c.ago(300, 2000), 'year')}.")
    out.append("")
    out.append("FAMILY HISTORY (as you described it)")
    rel_lines = [
        f"- Your mother, {c.kin('mother')}, had {'breast' if gene in ('BRCA1', 'BRCA2', 'PALB2', 'CHEK2', 'TP53') else 'bowel'} cancer at {m('AGE', str(g.r.randint(35, 60)))} and died aged {m('AGE', str(g.r.randint(45, 75)))} in {c.d(c.ago(3000, 9000), 'year')}.",
        f"- Your sister {c.kin('sister', 'given')} ({m('AGE', str(c.kin_age('sister')))}) lives in {m('CITY', g.town(c.loc))} and is well.",
        f"- Your maternal aunt {c.kin('aunt')} had {'ovarian' if gene.startswith('BRCA') else 'endometrial' if gene.startswith('M') else 'breast'} cancer diagnosed at {m('AGE', str(g.r.randint(40, 70)))}.",
        f"- Your brother {c.kin('brother', 'given')} lives in {m('COUNTRY', c.country_other)}; his GP is {c.Dr(3, 'dr')}.",
    ]
    out.extend(g.r.sample(rel_lines, g.r.randint(3, 4)))
    out.append("")
    out.append("WHAT HAPPENS NEXT")
    out.append(f"- {'Annual breast MRI surveillance' if gene in ('BRCA1', 'BRCA2', 'PALB2', 'TP53', 'CHEK2') else 'Colonoscopy every 2 years'} from {c.d(c.later(30, 200), 'mon_year')}; referral sent to {m('HOSPITAL', g.hospital(c.loc, g.town(c.loc))['full'])}.")
    out.append(f"- Your relatives can be tested for this specific variant (cascade testing). Family letter reference {m('IDNUM', 'FAM' + g.digits(6))}.")
    out.append(f"- Your {c.child_word} {c.F(1, 'given')} (aged {m('AGE', str(max(18, c.kin_age(c.child_word))))}) may contact us directly on {c.ph()}.")
    out.append(f"- A follow-up appointment with {c.Nurse(False)}, genetic counsellor, is booked for {c.d(c.later(14, 60), 'us_wdlong' if c.loc == 'US' else 'uk_wd')} at {g.r.randint(9, 16)}:{g.ch(['00', '30'])}.")
    out.append("")
    out.append(f"More information is available at {m('URL', g.url(lab))}. Please email {m('EMAIL', g.email('genetics', 'team', 'clinic.example.org'))} with questions.")
    out.append(c.signature(0, g.ch(["Consultant Clinical Geneticist", "Genetic Counsellor", "Principal Genetic Counsellor"])))
    out.append("")
    out.append(f"cc: {c.Dr(-1, 'drfull')}, {m('HOSPITAL', c.gp_practice)}; {c.Dr(1, 'drfull')}, Oncology")
    return "\n".join(out)


def transplant(c):
    g = c.g
    organ = g.ch(["kidney", "kidney", "liver", "kidney-pancreas"])
    cause = g.ch(["alcohol-related cirrhosis", "MASH cirrhosis", "primary sclerosing cholangitis", "hepatitis C cirrhosis"]) if organ == "liver" else \
        g.ch(["IgA nephropathy", "diabetic nephropathy", "ADPKD", "FSGS", "reflux nephropathy", "lupus nephritis"])
    out = []
    out.append(f"{c.H()} — {g.ch(['Liver Transplant Assessment Service', 'Transplant Centre']) if organ == 'liver' else g.ch(['Renal Transplant Unit', 'Transplant Centre'])}")
    out.append(f"TRANSPLANT ASSESSMENT — {organ.upper()}")
    out.append("")
    out.append(c.patient_header("kv"))
    out.append(f"Referred by: {c.Dr(1, 'drfull')}, {m('HOSPITAL', g.hospital(c.loc, g.town(c.loc))['full'])}")
    out.append(f"Assessed by: {c.Dr(0, 'cred')} with transplant coordinator {c.Nurse()}")
    out.append(f"Date of assessment: {c.d(c.visit)}")
    out.append("")
    out.append(f"Background: {c.age_phrase()} with end-stage disease secondary to {cause}, first diagnosed {c.d(c.ago(1500, 6000), g.ch(['year', 'mon_year']))}.")
    if organ != "liver":
        out.append(f"Haemodialysis since {c.d(c.ago(200, 1500))} at {m('HOSPITAL', g.ch(['Satellite Dialysis Unit ', 'Renal Unit ', 'Kidney Care Centre ']) + g.town(c.loc))}, "
                   f"Mon/Wed/Fri, chair {m('LOCATION_OTHER', str(g.r.randint(1, 24)))}. Left radiocephalic AV fistula formed {c.d(c.ago(300, 1600))}.")
    else:
        out.append(f"MELD-Na {g.r.randint(15, 32)}, UKELD {g.r.randint(49, 62)}. Two admissions with variceal bleeding ({c.d(c.ago(100, 300))}, {c.d(c.ago(20, 99))}). Abstinent from alcohol since {c.d(c.ago(400, 1400), 'mon_year')}.")
    out.append(f"Blood group {g.ch(['O', 'A', 'B', 'AB'])}{g.ch(['+', '-'])}. cRF {g.r.randint(0, 95)}%. HLA typing sample {m('IDNUM', g.letters(1) + g.digits(7))} sent {c.d(c.ago(5, 30))}.")
    out.append("")
    out.append("Social and psychosocial:")
    out.append(_social(c))
    out.append(f"Transport to appointments: {c.his} {c.spouse_word} drives ({m('VEHICLE', g.plate(c.loc))} registered for hospital parking)." if g.coin(0.4) else
               f"Transport: {c.he} has a disabled parking badge and lives {g.r.randint(5, 200)} km away in {m('CITY', c.addr['city'])}.")
    out.append("")
    out.append("Potential living donors:")
    for i in range(g.r.randint(1, 2)):
        rel = g.ch(["sister", "brother", "daughter", "son", "friend", "cousin"]) if i else c.spouse_word
        out.append(f"- {c.F(0, 'full') if i == 0 else c.kin(rel)} ({rel}, aged {m('AGE', str(max(19, c.kin_age(rel))))}), {g.ch(['blood group compatible', 'ABO incompatible — consider paired exchange', 'work-up started'])}; "
                   f"{c.tel_lbl()} {m('PHONE', g.phone(c.loc))}; donor ID {m('IDNUM', 'LD' + g.digits(6))}")
    out.append("")
    out.append("Investigations:")
    out.append(f"- Echo {c.d(c.ago(10, 90))}: LVEF {g.r.randint(45, 65)}%. CTCA {c.d(c.ago(10, 90))}: no significant stenosis.")
    out.append(f"- Virology {c.d(c.ago(10, 60))}: HIV neg, HBsAg neg, anti-HBc neg, HCV Ab neg, CMV IgG {g.ch(['pos', 'neg'])}, EBV IgG pos.")
    out.append(f"- Dental clearance from {m('HOSPITAL', g.ch(['Smile Dental Practice', 'Harbour Dental Care', 'Community Dental Clinic']))} dated {c.d(c.ago(20, 80))}.")
    out.append(f"- Vaccinations: hepatitis B course completed {c.d(c.ago(100, 700), 'mon_year')}; Shingrix {c.d(c.ago(30, 200))}.")
    out.append("")
    out.append(f"Insurance / funding: {g.ch(['Primary insurer', 'Payer', 'Cover'])} member ID {m('HEALTHPLAN', g.insurance_id())}, group {m('HEALTHPLAN', 'G' + g.digits(5))}." if c.loc == "US" else
               f"Funding: public; {c.nh[0]} {m(c.nh[2], c.nh[1])}.")
    out.append("")
    out.append(f"Outcome: suitable for listing. Presented at the transplant selection meeting {c.d(c.later(3, 20), 'us_wd' if c.loc == 'US' else None)}. "
               f"Registry ID {m('IDNUM', g.letters(3) + g.digits(6))} to be issued after activation. On-call pager for offers: {m('PHONE', g.pager())}.")
    out.append(c.esign(0) if g.coin(0.5) else c.signature(0, "Consultant Transplant Nephrologist" if organ != "liver" else "Consultant Hepatologist"))
    return "\n".join(out)


def id_hiv(c):
    g = c.g
    out = []
    dx_date = c.ago(300, 5000)
    out.append(f"{g.ch(['Infectious Diseases Clinic', 'Sexual Health and HIV Service', 'Immunology Clinic', 'HIV Outpatients'])}, {c.H()}")
    out.append(g.ch(["ID CLINIC NOTE", "HIV follow-up", "Infectious Diseases consultation", "Progress note — HIV/ID"]))
    out.append("")
    out.append(f"Name: {c.P(g.ch(['full', 'upper', 'lastfirst']))}   Clinic no.: {m('MRN', 'GUM' + g.digits(5) if c.loc in ('UK', 'IE') else c.mrn)}   DOB {c.d(c.dob)}")
    out.append(f"Seen by: {c.Dr(0, 'cred')}   Date: {c.d(c.visit)}   Encounter: {m('ACCOUNT', g.account())}")
    if g.coin(0.3):
        out.append(f"Telehealth video visit; patient connected from {m('IPADDR', g.ip())}, identity verified by DOB and address ({m('ZIP', c.addr['zip'])}).")
    out.append("")
    out.append(f"{c.P('given')} is a {c.age_phrase()} with HIV-1 diagnosed {c.d(dx_date, g.ch(['mon_year', 'year', None]))} "
               f"(baseline CD4 {g.r.randint(30, 600)}, VL {g.r.randint(2000, 900000)} copies/mL), born in {m('COUNTRY', c.country_other)}, arrived in "
               f"{m('COUNTRY', g.ch(__import__('common').COUNTRY_NAME[c.loc]))} in {c.d(c.ago(2000, 9000), 'year')}.")
    out.append(f"Current ART: {g.ch(['Biktarvy', 'dolutegravir + emtricitabine/tenofovir alafenamide', 'Triumeq', 'TLD', 'darunavir/cobicistat + Descovy'])} since {c.d(c.ago(100, 2000))}. "
               f"Adherence good by self-report; collects from {m('HOSPITAL', g.pharmacy(c.addr['city']))}.")
    out.append("")
    out.append("Results:")
    out.append("| Date | CD4 (cells/uL) | HIV VL (copies/mL) |")
    out.append("|---|---|---|")
    for i in range(g.r.randint(3, 5)):
        out.append(f"| {c.d(c.ago(30 + i * 120, 100 + i * 120))} | {g.r.randint(150, 900)} | {g.ch(['<20', '<50', 'TND', str(g.r.randint(40, 3000))])} |")
    out.append("")
    out.append(f"Other: syphilis RPR non-reactive, HBV immune, HCV Ab negative ({c.d(c.ago(30, 200))}). Lipids acceptable. eGFR {g.r.randint(60, 110)}.")
    out.append(_social(c, short=True) + f" Partner {c.F(0, g.ch(['given', 'full']))} is {g.ch(['aware of status and on PrEP', 'HIV negative, last tested ' + c.d(c.ago(20, 200)), 'also attending this clinic'])}.")
    if g.coin(0.5):
        out.append(f"Travelled to {m('COUNTRY', g.ch(WORLD))} over {m('DATE', g.ch(['Christmas', 'Easter', 'Diwali', 'Eid', 'New Year']))}; no fever or diarrhoea since.")
    if c.loc == "IN" and g.coin(0.8):
        out.append(f"ART centre registration: PLHIV ID {m('IDNUM', g.digits(4) + '-' + g.digits(5))}; biometric ID {m('BIOID', g.bioid())} verified at dispensing.")
    elif g.coin(0.3):
        out.append(f"Enrolled in the pharmacy dispensing kiosk with palm-vein template {m('BIOID', g.bioid())}.")
    out.append("")
    out.append("Plan:")
    out.append(f"- Continue ART; bloods in 6 months ({c.d(c.later(150, 200), 'mon_year')}).")
    out.append(f"- Cervical screening / anal screening as per guideline. Vaccines: MenB, HPV given today.")
    out.append(f"- Letter to GP {c.Dr(-1, 'dr')} only with consent (consent {g.ch(['given', 'declined'])}).")
    out.append(f"- Contact: clinic nurse line {c.ph()}; patient mobile {m('PHONE', c.tel)}; email {m('EMAIL', c.email)} (consented to email).")
    out.append("")
    out.append(f"{c.Dr(0, 'plain')}, {g.ch(['ID Physician', 'Consultant in HIV Medicine', 'Attending, Infectious Diseases'])}")
    out.append(f"Scribe: {c.Staff()}") if g.coin(0.3) else None
    return "\n".join(x for x in out if x is not None)


def tb_contacts(c):
    g = c.g
    out = []
    onset = c.ago(40, 120)
    out.append(f"{m('ORGANIZATION', g.ch(['Public Health Unit', 'TB Control Programme', 'Regional TB Service', 'District TB Cell']) + ' ' + c.htown)}")
    out.append("TUBERCULOSIS CONTACT TRACING — INDEX CASE SUMMARY")
    out.append("")
    out.append(f"Case no.: {m('IDNUM', 'TB-' + str(c.visit.year) + '-' + g.digits(4))}   Notified: {c.d(c.ago(5, 20))}   Case manager: {c.Nurse()}")
    out.append(f"Index case: {c.P(g.ch(['full', 'upper']))}, {c.age_phrase()}, DOB {c.d(c.dob)}")
    out.append(f"Address: {c.addr_line()}   {c.tel_lbl()}: {m('PHONE', c.tel)}")
    out.append(f"Country of birth: {m('COUNTRY', c.country_other)}; arrived {c.d(c.ago(1000, 6000), g.ch(['year', 'mon_year']))}. Occupation: {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}.")
    out.append(f"Treating physician: {c.Dr(0, 'drfull')}, {c.H()}. MRN {m('MRN', c.mrn)}.")
    out.append("")
    out.append(f"Diagnosis: pulmonary TB, sputum smear {g.ch(['3+', '2+', '1+', 'scanty'])}, Xpert MTB/RIF detected, rifampicin resistance not detected "
               f"(specimen {m('IDNUM', g.accession(c.visit.year))}, collected {c.d(c.ago(3, 15))}). Cavitation on CXR. Symptom onset approx. {c.d(onset, g.ch(['mon_year', None]))}.")
    out.append(f"Infectious period assessed from {c.d(onset - __import__('datetime').timedelta(days=90))} to {c.d(c.ago(0, 14))} (2 weeks of effective treatment).")
    out.append("")
    out.append("Household contacts:")
    out.append("| Name | Relationship | Age | IGRA / TST | CXR | Action |")
    out.append("|---|---|---|---|---|---|")
    for i in range(g.r.randint(3, 5)):
        rel = c.spouse_word if i == 0 else g.ch(["son", "daughter", "mother-in-law", "lodger", "brother", "sister", "niece", "grandchild", "nephew"])
        p = c.rel[0] if i == 0 else c.kin_person(rel)
        age = c.kin_age(rel)
        out.append(f"| {m('FAMILY', p['given'] + ' ' + p['surname'])} | {rel} | {m('AGE', str(age))} | {g.ch(['IGRA pos', 'IGRA neg', 'TST 12 mm', 'pending', 'TST 0 mm'])} | "
                   f"{g.ch(['clear', 'clear', 'pending', 'not done'])} | {g.ch(['LTBI treatment 3HP', 'repeat IGRA 8 weeks', 'window prophylaxis (under 5)', 'discharged', 'refer chest clinic'])} |")
    out.append("")
    out.append("Close / casual contacts (settings):")
    out.append(f"- Workplace: {m('ORGANIZATION', c.employer)}, {m('STREET', g.street(c.loc))}, {m('CITY', g.town(c.loc))} — manager {m('FAMILY', g.person()['given'] + ' ' + g.person()['surname'])} "
               f"({m('PHONE', g.phone(c.loc))}); {g.r.randint(4, 30)} co-workers on the same shift; screening session held {c.d(c.later(3, 14))}.")
    out.append(f"- Car-share: travelled to work daily in a colleague's vehicle, reg. {m('VEHICLE', g.plate(c.loc))}; driver {m('FAMILY', g.person()['given'] + ' ' + g.person()['surname'])} added as close contact.")
    if g.coin(0.6):
        out.append(f"- School: grandchild attends {m('ORGANIZATION', g.school(c.addr['city']))}; principal informed {c.d(c.ago(0, 5))}, no school screening required.")
    if g.coin(0.6):
        out.append(f"- Place of worship: {m('ORGANIZATION', g.church())}, {g.r.randint(2, 3)} services a week; contact {m('FAMILY', g.person()['given'] + ' ' + g.person()['surname'])}.")
    if g.coin(0.5):
        out.append(f"- Flight: {g.ch(['QF', 'EI', 'BA', 'AI', 'NZ', 'AC', 'UA'])}{g.r.randint(10, 999)} on {c.d(c.ago(30, 90))} (>8 h); airline and receiving jurisdiction notified.")
    out.append("")
    out.append(f"DOT: {g.ch(['video DOT via app', 'community DOT, home visits', 'clinic DOT'])} from {c.d(c.ago(0, 10))}; outreach worker {c.Staff()} {m('PHONE', g.phone(c.loc))}.")
    if g.coin(0.4):
        out.append(f"Video DOT app login {m('USERNAME', g.username(c.pt))}; last upload from IP {m('IPADDR', g.ip())}.")
    out.append(f"Next case review: {c.d(c.later(7, 21))}. Report prepared by {c.Staff('Public Health Nurse')}, {m('EMAIL', g.email(g.person()['given'], g.person()['surname'], 'health.example.gov'))}.")
    return "\n".join(out)


def public_health(c):
    g = c.g
    dis = g.ch(["Salmonellosis", "Measles", "Invasive meningococcal disease", "Legionellosis", "Hepatitis A", "Pertussis",
                "Shiga toxin-producing E. coli (STEC)", "Campylobacteriosis", "Mpox", "Q fever", "Listeriosis", "Typhoid fever"])
    onset = c.ago(3, 20)
    out = []
    out.append(g.ch(["NOTIFIABLE DISEASE REPORT", "Notification of Infectious Disease", "PUBLIC HEALTH NOTIFICATION FORM", "Confidential Morbidity Report"]))
    out.append(f"To: {m('ORGANIZATION', g.ch(['County Health Department', 'Health Protection Team', 'Public Health Unit', 'Department of Public Health', 'District Surveillance Unit']) + ' ' + c.htown)}   "
               f"Fax: {c.fx()}   Secure email: {m('EMAIL', 'notifications@' + g.ch(['health.example.gov', 'phu.example.org', 'surveillance.example.net']))}")
    out.append(f"Notification ID: {m('IDNUM', g.letters(2) + g.digits(7))}   Date reported: {c.d(c.visit)}")
    out.append("")
    out.append("SECTION A — Patient")
    out.append(f"Surname: {m('PATIENT', c.pt['surname'].upper())}   Given name(s): {m('PATIENT', c.pt['given'])}")
    out.append(f"DOB: {c.d(c.dob)}   Age: {c.A()}   Sex: {c.pt['sex']}")
    out.append(f"Residential address: {c.addr_line()}")
    out.append(f"Phone (home): {m('PHONE', g.phone(c.loc))}   Mobile: {m('PHONE', c.tel)}")
    if g.coin(0.6):
        out.append(f"Identification seen: driver licence {m('LICENSE', g.drivers_licence(c.loc))}")
    if c.loc == "US" and g.coin(0.6):
        out.append(f"SSN (last 4 only per policy): {m('SSN', g.digits(4))}   Medicaid ID: {m('HEALTHPLAN', g.insurance_id())}")
    elif c.loc == "US" and g.coin(0.5):
        out.append(f"SSN: {m('SSN', g.ssn(c.loc))}")
    elif g.coin(0.6):
        out.append(f"{c.nh[0]}: {m(c.nh[2], c.nh[1])}   {g.SSN_LABEL[c.loc]}: {m('SSN', g.ssn(c.loc))}")
    out.append(f"Occupation: {m('PROFESSION', c.prof)}   Employer/school: {m('ORGANIZATION', c.employer)}")
    out.append(f"Country of birth: {m('COUNTRY', g.ch([c.country_other] + __import__('common').COUNTRY_NAME[c.loc]))}   Interpreter: {g.ch(['no', 'yes'])}")
    out.append("")
    out.append("SECTION B — Clinical")
    out.append(f"Disease: {dis}   Onset: {c.d(onset)}   Hospitalised: "
               + (f"yes — {c.H()}, admitted {c.d(c.ago(1, 3))}, room {m('LOCATION_OTHER', str(g.r.randint(100, 899)) + g.ch(['', 'A', 'B']))}" if g.coin(0.6) else "no"))
    out.append(f"Symptoms: {g.ch(['fever, bloody diarrhoea, abdominal cramps', 'fever, coryza, maculopapular rash from day 4', 'fever, headache, petechial rash', 'cough, fever, confusion', 'jaundice, dark urine, malaise'])}.")
    out.append(f"Specimen: {g.ch(['stool', 'blood culture', 'throat swab', 'urine antigen', 'serum'])} collected {c.d(c.ago(1, 5))}, lab {m('ORGANIZATION', g.reflab())}, "
               f"accession {m('IDNUM', g.accession(c.visit.year))}. Result: positive ({g.ch(['PCR', 'culture', 'IgM'])}).")
    out.append("")
    out.append("SECTION C — Exposures")
    out.append(f"- Ate at {m('ORGANIZATION', g.ch(['The Copper Kettle Cafe', 'Golden Lotus Restaurant', 'Marlow Street Food Market', 'Sunny Side Diner', 'Spice Route Dhaba']))} on {c.d(onset - __import__('datetime').timedelta(days=g.r.randint(1, 4)))}"
               + (f"; food truck plate {m('VEHICLE', g.plate(c.loc))}." if g.coin(0.4) else "."))
    out.append(f"- Attended {g.ch(['a wedding', 'a funeral', 'a school camp', 'a church picnic', 'a birthday party'])} in {m('CITY', g.town(c.loc))}, {_region(c)} on {c.d(c.ago(5, 25))}.")
    out.append(f"- Travel: {m('COUNTRY', g.ch(WORLD))} {c.d(c.ago(20, 40))} to {c.d(c.ago(10, 19))}.")
    out.append(f"- Household: {c.F(0, 'full')} ({c.spouse_word}), {c.F(1, 'full')} ({c.child_word}, aged {m('AGE', str(g.r.randint(1, 17)))}, attends {m('ORGANIZATION', g.school(c.addr['city']))}).")
    out.append(f"- Animal contact: {g.ch(['none', 'pet turtle', 'works with sheep at lambing', 'backyard chickens'])}.")
    out.append("")
    out.append("SECTION D — Notifier")
    lbl, val = g.license(c.loc)
    out.append(f"Name: {c.Dr(0, 'drfull')}   {lbl}: {m('LICENSE', val)}")
    out.append(f"Practice/hospital: {m('HOSPITAL', g.ch([c.gp_practice, c.hosp['full']]))}, {c.addr_line(c.gp_addr)}")
    out.append(f"Tel: {c.ph()}   Fax: {c.fx()}   Date/time: {c.d(c.visit)} {g.r.randint(8, 18):02d}:{g.r.randint(0, 59):02d}")
    if g.coin(0.4):
        out.append(f"Submitted via online portal {m('URL', g.ch(['https://notify.health.example.gov/form', 'www.phnotify.example.org', 'https://surveillance.example.net/submit']))} by user {m('USERNAME', g.username(c.docs[0]))} from {m('IPADDR', g.ip())}.")
    return "\n".join(out)


def lab_path(c):
    g = c.g
    out = []
    acc = g.accession(c.visit.year)
    coll = c.ago(1, 6)
    rec = coll
    if g.coin(0.5):
        # surgical pathology
        out.append(f"{c.H()} — {g.ch(['Department of Histopathology', 'Anatomic Pathology', 'Cellular Pathology'])}")
        out.append(f"SURGICAL PATHOLOGY REPORT          Accession: {m('IDNUM', acc)}")
        out.append("")
        out.append(f"Patient: {c.P(g.ch(['upper', 'lastfirst']))}   MRN: {m('MRN', c.mrn)}   DOB: {c.d(c.dob)} ({c.A()}{c.pt['sex']})")
        out.append(f"Location: {m('HOSPITAL', g.ch(['Ward 5', 'Day Surgery Unit', 'Theatre 4', 'Endoscopy Suite', 'Breast Clinic', 'Ward 12 North']))}   Bed: {m('LOCATION_OTHER', str(g.r.randint(1, 30)) + g.ch(['', 'A', 'B']))}")
        out.append(f"Requesting clinician: {c.Dr(1, 'drfull')}   Copy to: {c.Dr(2, 'drfull')}")
        out.append(f"Collected: {c.d(coll)} {g.r.randint(7, 17):02d}:{g.r.randint(0, 59):02d}   Received: {c.d(rec)}   Reported: {c.d(c.visit)}")
        if c.loc == "US":
            out.append(f"Account #: {m('ACCOUNT', g.account())}   Insurance: member {m('HEALTHPLAN', g.insurance_id())}")
        out.append("")
        spec = g.ch(["Left breast, wide local excision", "Sigmoid colon, anterior resection", "Right upper lobe, lobectomy", "Prostate, radical prostatectomy",
                     "Skin, left forearm, excision", "Endometrium, pipelle biopsy", "Lymph node, left axilla, core biopsy", "Stomach, antral biopsies"])
        out.append(f"SPECIMEN: {spec}")
        out.append(f"CLINICAL: {g.ch(['?malignancy', 'known carcinoma, staging', 'suspicious lesion on imaging', 'follow-up of Barrett oesophagus', 'PMB'])}")
        out.append("")
        out.append(f"GROSS: Received in formalin labelled with the patient's name and MRN, a specimen measuring {g.r.randint(10, 180)} x {g.r.randint(8, 90)} x {g.r.randint(5, 60)} mm. "
                   f"Inked and serially sliced. Blocks A1-A{g.r.randint(4, 12)}. (Dictated by {c.Staff('Pathology Assistant')}.)")
        out.append(f"MICROSCOPY: {g.ch(['Sections show an invasive carcinoma of no special type, grade 2 (3+2+1).', 'Sections show moderately differentiated adenocarcinoma invading into subserosa.', 'Sections show benign tissue only; no dysplasia.', 'Sections show a nodular basal cell carcinoma, completely excised.'])} "
                   f"Lymphovascular invasion {g.ch(['present', 'not identified'])}. {g.r.randint(0, 4)}/{g.r.randint(5, 22)} lymph nodes positive.")
        out.append(f"DIAGNOSIS: see above; pT{g.r.randint(1, 4)} pN{g.r.randint(0, 2)} (AJCC 8th edition). Compared with prior biopsy {m('IDNUM', g.accession(c.visit.year - 1))} of {c.d(c.ago(200, 500))}.")
        out.append(f"Intradepartmental consultation with {c.Dr(3, 'dr')}, who agrees.")
        out.append("")
        out.append(f"Reported by: {c.Dr(0, 'cred')}, {g.ch(['Consultant Histopathologist', 'Pathologist', 'Staff Pathologist'])}")
        out.append(c.esign(0))
    else:
        lab = g.ch([c.hosp["full"] + " Laboratory Medicine", g.reflab()])
        is_hosp = lab.startswith(c.hosp["full"])
        out.append(m("HOSPITAL", c.hosp["full"]) + " Laboratory Medicine" if is_hosp else m("ORGANIZATION", lab))
        out.append(f"{c.addr_line(c.haddr)}   {c.tel_lbl()} {c.ph()}")
        if g.coin(0.4):
            out.append(f"Laboratory director: {c.Dr(4, 'cred')}  CLIA/accreditation {m('LICENSE', g.digits(2) + 'D' + g.digits(7))}" if c.loc == "US" else
                       f"Laboratory director: {c.Dr(4, 'cred')}")
        out.append("")
        out.append(f"Name: {c.P(g.ch(['upper', 'lastfirst', 'full']))}        Lab no: {m('IDNUM', acc)}")
        out.append(f"DOB: {c.d(c.dob)}  Sex: {c.pt['sex']}  {c.ids_block(sep='  ')}")
        out.append(f"Requested by: {c.Dr(-1, g.ch(['dr', 'drfull', 'init']))}, {m('HOSPITAL', c.gp_practice)}   Order no: {m('IDNUM', g.digits(8))}")
        out.append(f"Collected: {c.d(coll)} {g.r.randint(7, 12):02d}:{g.r.randint(0, 59):02d}   Reported: {c.d(c.visit)} {g.r.randint(12, 20):02d}:{g.r.randint(0, 59):02d}")
        if g.coin(0.3):
            out.append(f"Collector: {c.Staff('phlebotomist')}; patient identity confirmed by fingerprint scan {m('BIOID', g.bioid())}")
        out.append("")
        panel = g.ch(["FBC", "U&E", "LFT", "Tumour markers", "Coagulation", "Iron studies"])
        out.append(f"{panel}")
        out.append("Test                 Result    Units      Reference")
        rows = {"FBC": [("Haemoglobin", "g/L", "130-170", 70, 165, 0), ("WCC", "x10^9/L", "4.0-11.0", 0.8, 18, 1), ("Platelets", "x10^9/L", "150-400", 40, 520, 0), ("Neutrophils", "x10^9/L", "2.0-7.5", 0.2, 12, 1)],
                "U&E": [("Sodium", "mmol/L", "135-145", 124, 147, 0), ("Potassium", "mmol/L", "3.5-5.3", 3.0, 6.2, 1), ("Urea", "mmol/L", "2.5-7.8", 2.5, 25, 1), ("Creatinine", "umol/L", "59-104", 45, 480, 0)],
                "LFT": [("ALT", "U/L", "<41", 8, 240, 0), ("ALP", "U/L", "30-130", 40, 600, 0), ("Bilirubin", "umol/L", "<21", 3, 90, 0), ("Albumin", "g/L", "35-50", 22, 46, 0)],
                "Tumour markers": [("CEA", "ug/L", "<5", 0.5, 180, 1), ("CA 125", "kU/L", "<35", 4, 1500, 0), ("PSA", "ug/L", "<4.0", 0.01, 60, 2), ("AFP", "kU/L", "<10", 1, 30, 0)],
                "Coagulation": [("PT", "s", "10-13", 10, 22, 1), ("INR", "", "0.8-1.2", 0.9, 3.8, 1), ("APTT", "s", "25-35", 24, 48, 0), ("Fibrinogen", "g/L", "1.5-4.0", 0.9, 6.5, 1)],
                "Iron studies": [("Ferritin", "ug/L", "30-400", 5, 1800, 0), ("Iron", "umol/L", "10-30", 3, 35, 0), ("Transferrin sat", "%", "20-50", 4, 60, 0), ("B12", "ng/L", "190-900", 120, 1100, 0)]}[panel]
        for name, unit, ref, lo, hi, dp in rows:
            val = f"{g.r.uniform(lo, hi):.{dp}f}"
            out.append(f"{name:<20} {val:<9} {unit:<10} {ref}")
        out.append("")
        out.append(f"Previous result ({c.d(c.ago(30, 400))}): see cumulative report. Episode {m('ACCOUNT', g.account())}.")
        if g.coin(0.5):
            out.append(f"Critical value phoned to {c.Nurse(False)} at {g.r.randint(10, 20)}:{g.r.randint(10, 59)} on {c.d(c.visit)} by {c.Staff('BMS')}; read back confirmed.")
        out.append(f"Authorised: {c.Dr(4, 'plain')} ({m('USERNAME', g.username(c.docs[4]))})   Results online: {m('URL', g.url(lab))}")
    return "\n".join(out)


RAD_EXAMS = [
    ("CT CHEST ABDOMEN PELVIS WITH CONTRAST", "Restaging after cycle 4 chemotherapy.", "Axial images with 100 mL Omnipaque 350 IV.",
     "The previously noted 23 mm right lower lobe mass now measures 15 mm. No new pulmonary nodules. Liver clear.", "Partial response to treatment.", "Radiology"),
    ("MRI BRAIN WITH AND WITHOUT GADOLINIUM", "Known lung adenocarcinoma, new headaches.", "Standard multiplanar sequences with 7.5 mL gadobutrol.",
     "Multiple ring-enhancing lesions, the largest 14 mm in the left parietal lobe, new since the prior study. Mild surrounding oedema.", "Progressive intracranial metastatic disease.", "Medical Imaging"),
    ("PET-CT SKULL BASE TO MID-THIGH", "Hodgkin lymphoma, end-of-treatment assessment.", "FDG 320 MBq; uptake 60 min; BSL 5.8 mmol/L.",
     "Residual mediastinal soft tissue with uptake below liver background (Deauville 2). No new FDG-avid disease.", "Complete metabolic response (Deauville 2).", "Nuclear Medicine"),
    ("CHEST RADIOGRAPH PA AND LATERAL", "Cough and fever, on chemotherapy.", "Two views.",
     "New right lower zone consolidation. Port-a-Cath tip projects over the cavo-atrial junction.", "Right lower lobe pneumonia.", "Radiology"),
    ("MRI PELVIS (PROSTATE) MULTIPARAMETRIC", "Rising PSA.", "T2, DWI and DCE sequences at 3T.",
     "PI-RADS 4 lesion in the left peripheral zone, mid-gland, 11 mm. No extraprostatic extension.", "PI-RADS 4 lesion; targeted biopsy recommended.", "Diagnostic Imaging"),
    ("CT PULMONARY ANGIOGRAM", "?PE. Tachycardic, recent chemotherapy.", "Bolus-tracked CTPA, 60 mL Omnipaque 350.",
     "Filling defects in the right lower lobe segmental arteries. RV/LV ratio 0.9. Small left pleural effusion.", "Acute right lower lobe segmental pulmonary emboli without right heart strain.", "Radiology"),
    ("BILATERAL DIAGNOSTIC MAMMOGRAM AND ULTRASOUND", "Palpable lump, left breast.", "CC and MLO views with targeted ultrasound.",
     "Irregular 17 mm mass at 2 o'clock, 4 cm from the nipple, with posterior shadowing. Axilla normal.", "BI-RADS 5. Ultrasound-guided core biopsy arranged.", "Breast Imaging"),
    ("MRI LIVER WITH PRIMOVIST", "Colorectal cancer, ?liver metastases.", "Dynamic gadoxetate-enhanced sequences with hepatobiliary phase.",
     "Three hypoenhancing lesions, largest 19 mm in segment VII, hypointense in the hepatobiliary phase.", "Appearances consistent with liver metastases.", "Medical Imaging"),
    ("CT NECK WITH CONTRAST", "Oropharyngeal SCC, post chemoradiotherapy.", "Axial images with IV contrast.",
     "Post-treatment change in the right tonsillar fossa. No residual mass. Level II node reduced to 8 mm.", "No evidence of residual disease.", "Radiology"),
]


def radiology(c):
    g = c.g
    exam, hist, tech, f1, imp, dept = g.ch(RAD_EXAMS)
    p1, p2 = c.ago(60, 200), c.ago(201, 700)
    out = []
    out.append(f"{c.H()} — Department of {dept}")
    out.append("")
    out.append(f"Patient: {c.P(g.ch(['upper', 'lastfirst', 'fullmi']))}   MRN: {m('MRN', c.mrn)}   DOB: {c.d(c.dob)}   Age: {c.A()}")
    out.append(f"Accession: {m('IDNUM', g.accession(c.visit.year))}   Exam date: {c.d(c.visit)} {g.r.randint(7, 21):02d}:{g.r.randint(0, 59):02d}   Location: {m('HOSPITAL', g.ch(['Emergency Department', 'Outpatient Imaging', 'Ward 6A', 'Imaging Centre ' + g.town(c.loc)]))}"
               if g.coin(0.3) else f"Accession: {m('IDNUM', g.accession(c.visit.year))}   Exam date: {c.d(c.visit)}")
    out.append(f"Referrer: {c.Dr(1, g.ch(['drfull', 'dr', 'init']))}   {c.tel_lbl()}: {m('PHONE', g.pager() if g.coin(0.3) else g.ext_phone(c.loc))}")
    out.append("")
    out.append(f"EXAMINATION: {exam}")
    out.append(f"CLINICAL HISTORY: {hist}")
    out.append(f"COMPARISON: {g.ch(['CT', 'MRI', 'PET-CT', 'prior study'])} {c.d(p1)}" + (f" and {c.d(p2)}" if g.coin(0.6) else "")
               + (f" (outside study from {m('HOSPITAL', g.hospital(c.loc, g.town(c.loc))['full'])}, uploaded to PACS)" if g.coin(0.4) else "") + ".")
    out.append(f"TECHNIQUE: {tech}" + (f" DLP {g.r.randint(150, 1200)} mGy.cm." if exam.startswith(("CT", "PET")) else ""))
    if g.coin(0.3):
        out.append(f"MRI SAFETY: {g.ch(['MR-conditional pacemaker', 'cochlear implant', 'programmable VP shunt', 'insulin pump (removed)', 'spinal cord stimulator'])}, serial {m('DEVICE', g.device_sn())}; checked by {c.Staff('MRI radiographer')}.")
    out.append("")
    out.append("FINDINGS:")
    out.append(f1)
    out.append(g.ch(["Lymph nodes not enlarged by size criteria.", "Bones: no suspicious lesion.", "Incidental 4 mm left renal cyst (Bosniak I).",
                     "Heart size normal. Foley catheter in the bladder.", "Degenerative changes in the lumbar spine."]))
    out.append("")
    out.append("IMPRESSION:")
    out.append(f"1. {imp}" + (f" Compared with {c.d(p1)}." if g.coin(0.3) else ""))
    out.append("2. Follow-up as clinically indicated.")
    out.append("")
    if g.coin(0.6):
        out.append(f"Urgent finding communicated to {c.Dr(1, 'dr')} by telephone at {g.r.randint(8, 20):02d}:{g.r.randint(0, 59):02d} on {c.d(c.visit)} and acknowledged.")
    out.append(f"Reported by: {c.Dr(0, g.ch(['cred', 'drfull']))}, {g.ch(['Consultant Radiologist', 'Attending Radiologist', 'Radiology Registrar'])}"
               + (f"   Verified by: {c.Dr(5, 'drfull')}" if g.coin(0.4) else ""))
    out.append(c.esign(0) if g.coin(0.5) else f"Dictated {c.d(c.visit)}; transcribed by {m('DOCTOR', c.g.person()['given'][0].lower() + c.g.person()['surname'][0].lower())}")
    if g.coin(0.3):
        out.append(f"Images available to referrers at {m('URL', g.url(c.hosp['full']))}; report emailed to {m('EMAIL', g.email(c.docs[1]['given'], c.docs[1]['surname'], 'clinic.example.org'))}.")
    return "\n".join(out)


GENRES = {"oncology": oncology, "radiotherapy": radiotherapy, "clinical_trial": clinical_trial, "genetics": genetics,
          "transplant": transplant, "id_hiv": id_hiv, "tb_contact_tracing": tb_contacts, "public_health": public_health,
          "lab_pathology": lab_path, "radiology": radiology}
