"""Clinical (non-PHI) material: hard negatives. Nothing here is ever wrapped in markers."""

# analyte, unit, low, high, decimals, reference text
LABS = {
    "bmp": [("Na", "mmol/L", 128, 146, 0, "135-145"), ("K", "mmol/L", 3.0, 5.9, 1, "3.5-5.1"),
            ("Cl", "mmol/L", 94, 112, 0, "98-107"), ("CO2", "mmol/L", 16, 31, 0, "22-29"),
            ("BUN", "mg/dL", 8, 78, 0, "7-20"), ("Cr", "mg/dL", 0.6, 4.8, 2, "0.6-1.2"),
            ("glucose", "mg/dL", 68, 310, 0, "70-99"), ("Ca", "mg/dL", 7.6, 10.6, 1, "8.5-10.2"),
            ("Mg", "mg/dL", 1.4, 2.8, 1, "1.7-2.2"), ("Phos", "mg/dL", 2.0, 6.1, 1, "2.5-4.5")],
    "cbc": [("WBC", "K/uL", 0.8, 24.0, 1, "4.0-11.0"), ("Hgb", "g/dL", 6.9, 15.8, 1, "12.0-16.0"),
            ("Hct", "%", 21, 47, 1, "36-46"), ("Plt", "K/uL", 18, 460, 0, "150-400"),
            ("MCV", "fL", 74, 104, 0, "80-100"), ("ANC", "K/uL", 0.1, 18.0, 2, "1.5-7.5"),
            ("ALC", "K/uL", 0.1, 3.2, 2, "1.0-4.0")],
    "lft": [("AST", "U/L", 12, 410, 0, "10-40"), ("ALT", "U/L", 9, 380, 0, "7-56"),
            ("alk phos", "U/L", 40, 390, 0, "44-147"), ("T bili", "mg/dL", 0.2, 6.8, 1, "0.1-1.2"),
            ("albumin", "g/dL", 1.9, 4.6, 1, "3.5-5.0"), ("LDH", "U/L", 120, 980, 0, "140-280")],
    "coag": [("INR", "", 0.9, 3.9, 1, "0.8-1.2"), ("PTT", "sec", 24, 98, 0, "25-35"),
             ("fibrinogen", "mg/dL", 110, 520, 0, "200-400"), ("anti-Xa", "IU/mL", 0.1, 1.1, 2, "0.3-0.7")],
    "cardiac": [("troponin I", "ng/mL", 0.01, 48.0, 2, "<0.04"), ("hs-troponin T", "ng/L", 4, 2400, 0, "<14"),
                ("BNP", "pg/mL", 40, 4200, 0, "<100"), ("NT-proBNP", "pg/mL", 120, 22000, 0, "<300"),
                ("CK-MB", "ng/mL", 1.0, 88.0, 1, "<5.0"), ("LDL", "mg/dL", 42, 210, 0, "<100")],
    "icu": [("lactate", "mmol/L", 0.6, 8.9, 1, "0.5-2.2"), ("pH", "", 7.12, 7.52, 2, "7.35-7.45"),
            ("PaCO2", "mmHg", 28, 78, 0, "35-45"), ("PaO2", "mmHg", 52, 210, 0, "80-100"),
            ("HCO3", "mmol/L", 12, 33, 0, "22-26"), ("procalcitonin", "ng/mL", 0.05, 42.0, 2, "<0.5"),
            ("iCa", "mmol/L", 0.9, 1.35, 2, "1.12-1.32"), ("CRP", "mg/L", 1, 310, 0, "<10")],
    "tx": [("tacrolimus trough", "ng/mL", 3.1, 18.9, 1, "goal 8-10"), ("cyclosporine trough", "ng/mL", 80, 390, 0, "goal 150-250"),
           ("sirolimus level", "ng/mL", 3.0, 15.0, 1, "goal 5-8"), ("CMV PCR", "IU/mL", 0, 5200, 0, "<137"),
           ("BK PCR", "copies/mL", 0, 9100, 0, "<500"), ("urine protein/Cr", "g/g", 0.1, 3.4, 2, "<0.2")],
    "onc": [("CEA", "ng/mL", 0.8, 140, 1, "<3.0"), ("CA 19-9", "U/mL", 6, 2100, 0, "<37"),
            ("CA-125", "U/mL", 8, 1400, 0, "<35"), ("PSA", "ng/mL", 0.1, 88, 1, "<4.0"),
            ("uric acid", "mg/dL", 2.9, 12.4, 1, "3.4-7.0"), ("beta-2 microglobulin", "mg/L", 1.1, 9.8, 1, "0.8-2.2")],
}

DRUGS = [
    ("metoprolol tartrate", ["12.5 mg", "25 mg", "50 mg"], "PO BID"), ("metoprolol succinate", ["25 mg", "50 mg", "100 mg"], "PO daily"),
    ("carvedilol", ["3.125 mg", "6.25 mg", "12.5 mg"], "PO BID"), ("lisinopril", ["2.5 mg", "5 mg", "10 mg", "20 mg"], "PO daily"),
    ("sacubitril-valsartan", ["24-26 mg", "49-51 mg"], "PO BID"), ("spironolactone", ["12.5 mg", "25 mg"], "PO daily"),
    ("furosemide", ["20 mg", "40 mg", "80 mg"], "IV BID"), ("bumetanide", ["1 mg", "2 mg"], "IV q12h"),
    ("atorvastatin", ["40 mg", "80 mg"], "PO nightly"), ("aspirin", ["81 mg", "325 mg"], "PO daily"),
    ("clopidogrel", ["75 mg", "300 mg load"], "PO daily"), ("ticagrelor", ["90 mg"], "PO BID"),
    ("heparin", ["5000 units", "18 units/kg/h"], "SC q8h"), ("enoxaparin", ["40 mg", "1 mg/kg"], "SC q12h"),
    ("apixaban", ["2.5 mg", "5 mg"], "PO BID"), ("warfarin", ["2 mg", "5 mg", "7.5 mg"], "PO daily"),
    ("amiodarone", ["200 mg", "400 mg"], "PO BID"), ("digoxin", ["0.125 mg"], "PO daily"),
    ("nitroglycerin", ["0.4 mg SL", "10 mcg/min"], "PRN chest pain"), ("dobutamine", ["2.5 mcg/kg/min", "5 mcg/kg/min"], "continuous"),
    ("norepinephrine", ["0.05 mcg/kg/min", "0.12 mcg/kg/min", "8 mcg/min"], "titrate to MAP > 65"),
    ("vasopressin", ["0.03 units/min", "0.04 units/min"], "continuous"), ("propofol", ["20 mcg/kg/min", "40 mcg/kg/min"], "titrate RASS 0 to -1"),
    ("fentanyl", ["25 mcg/h", "50 mcg/h", "100 mcg"], "IV continuous"), ("dexmedetomidine", ["0.4 mcg/kg/h", "0.7 mcg/kg/h"], "continuous"),
    ("insulin glargine", ["10 units", "18 units", "24 units"], "SC nightly"), ("insulin lispro", ["4 units", "6 units"], "SC with meals"),
    ("pantoprazole", ["40 mg"], "IV daily"), ("famotidine", ["20 mg"], "PO BID"), ("ondansetron", ["4 mg", "8 mg"], "IV q8h PRN nausea"),
    ("prochlorperazine", ["10 mg"], "PO q6h PRN"), ("dexamethasone", ["4 mg", "8 mg", "12 mg"], "IV daily"),
    ("cisplatin", ["75 mg/m2", "100 mg/m2"], "IV day 1"), ("carboplatin", ["AUC 5", "AUC 6"], "IV day 1"),
    ("paclitaxel", ["80 mg/m2", "175 mg/m2"], "IV weekly"), ("pembrolizumab", ["200 mg", "400 mg"], "IV q3 weeks"),
    ("oxaliplatin", ["85 mg/m2"], "IV q2 weeks"), ("5-fluorouracil", ["400 mg/m2 bolus", "2400 mg/m2 over 46 h"], "IV"),
    ("leucovorin", ["400 mg/m2"], "IV"), ("doxorubicin", ["60 mg/m2"], "IV q21 days"), ("cyclophosphamide", ["600 mg/m2"], "IV q21 days"),
    ("rituximab", ["375 mg/m2"], "IV"), ("gemcitabine", ["1000 mg/m2"], "IV days 1, 8"), ("filgrastim", ["300 mcg", "480 mcg"], "SC daily"),
    ("pegfilgrastim", ["6 mg"], "SC once"), ("tacrolimus", ["1 mg", "2 mg", "3.5 mg"], "PO q12h"), ("mycophenolate mofetil", ["500 mg", "1000 mg"], "PO BID"),
    ("prednisone", ["5 mg", "10 mg", "20 mg"], "PO daily"), ("methylprednisolone", ["125 mg", "250 mg", "500 mg"], "IV daily"),
    ("valganciclovir", ["450 mg", "900 mg"], "PO daily"), ("trimethoprim-sulfamethoxazole", ["400-80 mg", "800-160 mg"], "PO three times weekly"),
    ("basiliximab", ["20 mg"], "IV on day 0 and day 4"), ("thymoglobulin", ["1.5 mg/kg"], "IV daily"),
    ("alteplase", ["0.9 mg/kg", "90 mg max"], "IV, 10% bolus"), ("tenecteplase", ["0.25 mg/kg", "25 mg"], "IV bolus"),
    ("levetiracetam", ["500 mg", "750 mg", "1000 mg"], "PO BID"), ("lacosamide", ["100 mg", "200 mg"], "IV BID"),
    ("lorazepam", ["1 mg", "2 mg"], "IV PRN seizure"), ("valproate", ["500 mg", "1000 mg"], "IV q12h"),
    ("vancomycin", ["1250 mg", "1500 mg", "15 mg/kg"], "IV q12h"), ("piperacillin-tazobactam", ["3.375 g", "4.5 g"], "IV q8h"),
    ("cefepime", ["2 g"], "IV q8h"), ("meropenem", ["1 g"], "IV q8h"), ("ceftriaxone", ["1 g", "2 g"], "IV daily"),
    ("acetaminophen", ["650 mg", "1000 mg"], "PO q6h PRN"), ("oxycodone", ["5 mg", "10 mg"], "PO q4h PRN pain"),
    ("hydromorphone", ["0.2 mg", "0.5 mg"], "IV q3h PRN"), ("senna", ["8.6 mg", "17.2 mg"], "PO nightly"),
    ("polyethylene glycol", ["17 g"], "PO daily"), ("metformin", ["500 mg", "1000 mg"], "PO BID"),
    ("levothyroxine", ["50 mcg", "88 mcg", "112 mcg"], "PO daily"), ("amlodipine", ["5 mg", "10 mg"], "PO daily"),
    ("hydralazine", ["10 mg", "25 mg"], "PO TID"), ("potassium chloride", ["20 mEq", "40 mEq"], "PO once"),
    ("magnesium sulfate", ["2 g"], "IV once"), ("sertraline", ["50 mg", "100 mg"], "PO daily"), ("quetiapine", ["25 mg"], "PO nightly PRN agitation"),
    ("gabapentin", ["100 mg", "300 mg"], "PO TID"), ("tamsulosin", ["0.4 mg"], "PO nightly"), ("allopurinol", ["100 mg", "300 mg"], "PO daily"),
]

EPONYM_PHRASES = [
    "Foley catheter in place", "Foley removed, voiding spontaneously", "Swan-Ganz catheter placed via RIJ",
    "Glasgow Coma Scale 15", "Babinski downgoing bilaterally", "Babinski upgoing on the left",
    "Parkinson's disease on carbidopa-levodopa", "Hodgkin lymphoma in remission", "non-Hodgkin lymphoma",
    "Whipple procedure 2 years prior", "Cushingoid habitus", "Bell's palsy, resolved", "Trendelenburg position",
    "Allen test normal", "Seldinger technique", "Judkins left 4 catheter", "Amplatz left 1 guide",
    "Doppler signals present", "Holter monitor ordered", "Romberg negative", "Broca's aphasia",
    "Wernicke's encephalopathy ruled out", "Barthel index 60", "Morse fall score 45", "Braden score 14",
    "Kussmaul respirations absent", "Cheyne-Stokes breathing noted overnight", "Murphy's sign negative",
    "McBurney's point nontender", "Homan's sign negative", "Kernig and Brudzinski negative",
    "Graves disease", "Hashimoto thyroiditis", "Crohn's disease", "Addison's crisis excluded",
    "Guillain-Barre syndrome considered", "Wolff-Parkinson-White pattern absent", "Mobitz type I block",
    "Brugada pattern not seen", "Takotsubo cardiomyopathy considered", "Kaplan-Meier estimate discussed",
    "Richmond Agitation-Sedation Scale", "Ommaya reservoir", "Hickman catheter", "Port-a-Cath accessed",
    "Pleur-x drain", "Jackson-Pratt drain with serosanguinous output", "Dobhoff tube in good position",
    "Baker's cyst on ultrasound", "Osler nodes absent", "Janeway lesions absent", "Roth spots not seen",
    "Virchow node not palpable", "Sister Mary Joseph nodule absent", "Hartmann pouch", "Child-Pugh class B",
    "Fontan circulation", "Bishop score not applicable", "Levine sign", "Kehr sign absent", "Epley maneuver",
    "Dix-Hallpike negative", "Todd's paralysis suspected", "Lhermitte sign absent", "Hoffmann sign negative",
]

SCORES = [
    "NIHSS {a}", "GCS {g} (E{e}V{v}M6)", "mRS {m}", "CHA2DS2-VASc {c}", "HAS-BLED {h}", "ECOG {ec}",
    "RASS {r}", "CAM-ICU negative", "SOFA {s}", "APACHE II {ap}", "MELD {me}", "Karnofsky {k}%",
    "TIMI {t} flow", "LVEF {ef}%", "NYHA class {ny}", "Wells score {w}", "CURB-65 {cu}", "ASPECTS {asp}",
    "Killip class {ki}", "GRACE score {gr}", "Hunt-Hess grade {hh}", "Spetzler-Martin {sm}",
]

ICD = [
    ("I21.4", "NSTEMI"), ("I21.09", "STEMI involving other coronary artery of anterior wall"), ("I50.23", "acute on chronic systolic heart failure"),
    ("I48.91", "atrial fibrillation"), ("I25.10", "coronary artery disease"), ("I63.9", "cerebral infarction"),
    ("I63.511", "right MCA infarct"), ("I61.9", "intracerebral hemorrhage"), ("G40.909", "epilepsy, unspecified"),
    ("G93.41", "metabolic encephalopathy"), ("C34.90", "lung cancer"), ("C18.7", "sigmoid colon cancer"),
    ("C50.911", "breast cancer, right"), ("C83.30", "diffuse large B-cell lymphoma"), ("C90.00", "multiple myeloma"),
    ("C25.0", "pancreatic head adenocarcinoma"), ("D70.1", "chemotherapy-induced neutropenia"), ("R50.81", "fever in neutropenia"),
    ("N18.6", "ESRD"), ("Z94.0", "kidney transplant status"), ("Z94.4", "liver transplant status"), ("T86.11", "kidney transplant rejection"),
    ("J96.01", "acute hypoxic respiratory failure"), ("A41.9", "sepsis, unspecified organism"), ("R65.21", "septic shock"),
    ("E11.65", "type 2 diabetes with hyperglycemia"), ("N17.9", "acute kidney injury"), ("J18.9", "pneumonia"),
    ("K92.2", "GI hemorrhage"), ("E87.1", "hyponatremia"), ("F10.239", "alcohol withdrawal"), ("Z51.11", "encounter for chemotherapy"),
    ("I26.99", "pulmonary embolism"), ("I35.0", "aortic stenosis"), ("Z95.0", "presence of pacemaker"), ("R56.9", "seizure"),
]

NAME_WORD_PHRASES = [
    "will follow up in clinic", "will repeat labs in the morning", "we will continue to monitor",
    "team will reassess", "hope to extubate tomorrow", "family expresses hope for recovery",
    "frank blood in the Foley bag", "no frank hematuria", "frank pus expressed", "2 mm kidney stone",
    "stone burden unchanged", "young for this presentation", "creatinine rose to", "troponin rose then plateaued",
    "mark the site", "marked improvement", "in good spirits", "major bleeding risk", "long-standing hypertension",
    "best medical therapy", "king-devick test not performed", "baker's cyst excluded", "major adverse cardiac events reviewed",
    "page the fellow with results", "bill as critical care time", "patient is a good historian",
    "gait is guarded", "sharp chest pain", "pain is dull", "brown sputum", "green stool", "white count trending down",
    "black tarry stools denied", "strong pulses", "rich collateral flow", "little appetite", "fox-fordyce excluded",
    "speech is fluent", "ward round completed", "cook catheter", "two summers of heat intolerance",
    "hunter syndrome not suspected", "price transparency form given", "frost bite none", "snow shoveling triggered angina",
]

NEG_TIMES = ["07:30", "08:15", "09:42", "10:05", "11:50", "12:20", "13:10", "14:32", "15:45", "16:05",
             "17:30", "18:20", "19:00", "20:15", "21:40", "22:55", "23:10", "00:45", "02:30", "03:15", "04:50", "05:25", "06:10"]


def fmtnum(x, dec):
    return f"{x:.{dec}f}" if dec else str(int(round(x)))


def labval(r, row):
    name, unit, lo, hi, dec, ref = row
    v = r.uniform(lo, hi)
    return name, fmtnum(v, dec), unit, ref


def lab_line(r, panel, style=None):
    rows = LABS[panel]
    style = style if style is not None else r.randint(0, 3)
    out = []
    for row in rows:
        name, v, unit, ref = labval(r, row)
        if style == 0:
            out.append(f"{name} {v}")
        elif style == 1:
            out.append(f"{name} {v} {unit}".rstrip())
        elif style == 2:
            out.append(f"{name} {v} ({ref})")
        else:
            flag = r.choice(["", "", " H", " L", " *"])
            out.append(f"{name}: {v}{flag}")
    sep = r.choice([", ", "; ", " | "])
    return sep.join(out)


def lab_table(r, panel):
    lines = [f"{'Analyte':<22}{'Result':>10}  {'Units':<10}Ref range"]
    for row in LABS[panel]:
        name, v, unit, ref = labval(r, row)
        lines.append(f"{name:<22}{v:>10}  {unit:<10}{ref}")
    return "\n".join(lines)


def vitals(r, style=None):
    sbp = r.randint(82, 186); dbp = r.randint(44, 104); hr = r.randint(48, 132); rr = r.randint(10, 32)
    t = round(r.uniform(35.9, 39.4), 1); sp = r.randint(86, 100)
    o2 = r.choice(["RA", "2L NC", "4L NC", "HFNC 40L/50%", "NRB", "vent FiO2 40%", "room air"])
    style = style if style is not None else r.randint(0, 2)
    if style == 0:
        return f"BP {sbp}/{dbp}, HR {hr}, RR {rr}, T {t} C, SpO2 {sp}% on {o2}"
    if style == 1:
        return f"Temp {t} | HR {hr} | BP {sbp}/{dbp} (MAP {r.randint(55, 110)}) | RR {rr} | SpO2 {sp}% {o2}"
    return f"T {t}  HR {hr}  BP {sbp}/{dbp}  RR {rr}  SpO2 {sp}%  Wt {r.randint(48, 131)}.{r.randint(0, 9)} kg"


def vitals_table(r, times):
    lines = ["Time    BP        HR   RR   SpO2  Temp"]
    for t in times:
        lines.append(f"{t:<8}{r.randint(84, 170)}/{r.randint(44, 98):<5}{r.randint(52, 128):<5}{r.randint(11, 30):<5}"
                     f"{r.randint(88, 100)}%   {round(r.uniform(36.0, 39.1), 1)}")
    return "\n".join(lines)


def med(r, drug=None):
    d = drug or r.choice(DRUGS)
    return f"{d[0]} {r.choice(d[1])} {d[2]}"


def meds(r, n, filt=None):
    pool = [d for d in DRUGS if (filt is None or any(f in d[0] for f in filt))] or DRUGS
    picks = r.sample(pool, min(n, len(pool)))
    return [med(r, d) for d in picks]


def score(r):
    s = r.choice(SCORES)
    return s.format(a=r.randint(0, 24), g=r.randint(3, 15), e=r.randint(1, 4), v=r.randint(1, 5), m=r.randint(0, 5),
                    c=r.randint(0, 7), h=r.randint(0, 5), ec=r.randint(0, 3), r=r.choice(["0", "-1", "-2", "+1"]),
                    s=r.randint(1, 14), ap=r.randint(8, 32), me=r.randint(7, 36), k=r.choice([50, 60, 70, 80, 90]),
                    t=r.randint(0, 3), ef=r.randint(15, 65), ny=r.choice(["I", "II", "III", "IV"]), w=r.choice(["1.5", "3", "4.5"]),
                    cu=r.randint(0, 4), asp=r.randint(5, 10), ki=r.choice(["I", "II", "III"]), gr=r.randint(80, 210),
                    hh=r.randint(1, 5), sm=r.randint(1, 5))


def eponym(r):
    return r.choice(EPONYM_PHRASES)


def icd(r):
    c, d = r.choice(ICD)
    return r.choice([f"{d} ({c})", f"{c} {d}", f"{d}, ICD-10 {c}"])


def wordphrase(r):
    return r.choice(NAME_WORD_PHRASES)


def ctime(r):
    t = r.choice(NEG_TIMES)
    return t if r.random() < 0.7 else t.replace(":", "")


def misc_neg(r, k=3):
    fns = [score, eponym, icd, wordphrase]
    return [r.choice(fns)(r) for _ in range(k)]
