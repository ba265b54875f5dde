"""Hard negatives: clinical text that looks like PHI but is not.

Eponyms, scores, codes, lab and vital abbreviations, clock times, and the
ordinary-word senses of names that the pools also use as PHI (ward, walker,
major, driver, hope, rose, frank, power, bell, may ...).
"""
import pools

WORD_SENSES = [
    "Mobilising with a walker on the ward.",
    "Frank haematuria noted in the bag.",
    "Power 5/5 in all four limbs, sensation intact.",
    "Power 4/5 L hip flexion, otherwise grossly normal.",
    "Call bell within reach.",
    "Major trauma call not activated; Majors cubicle.",
    "Pt was the driver, restrained, airbags deployed.",
    "Temp rose to 38.9 overnight.",
    "No joy with cannulation x3, IO considered.",
    "Will chase bloods and review.",
    "May need CT if not improving.",
    "Best interests decision documented.",
    "Sharp pain, worse on inspiration.",
    "Little finger tender over P1, no rotational deformity.",
    "Young man, appears well.",
    "Good air entry bilaterally.",
    "Hope to step down to the ward later.",
    "Amber flag sepsis screen completed.",
    "Renal stone on previous CT.",
    "Visual fields full to confrontation.",
    "Cross-matched 2 units.",
    "Page the medical reg if NEWS2 rises above 5.",
    "Strong opioids avoided given frailty.",
    "Long bone fracture excluded on X-ray.",
    "Sweet-smelling breath, ketones 4.1.",
    "Hazel eyes, pupils equal and reactive 3 mm.",
    "Walked 2 miles to the bus stop before collapse.",
    "Lucky escape per paramedics.",
    "Skin marked with pen at edge of erythema at 14:10.",
    "Gentian violet applied.",
    "Crystal meth use denied.",
    "Dawn chorus noise complaint - unrelated.",
    "Patience advised re wait times.",
    "Bill for private room not applicable.",
    "Pat dry and keep dressing clean.",
    "Cook catheter removed intact.",
    "Hill-Sachs lesion on AP view.",
    "Bishop score not applicable.",
    "Marsh grade 3a on prior biopsy.",
    "Frostbite to toes excluded.",
    "Ward round at 09:00.",
    "Sister in charge informed.",
    "Grace period for repeat troponin not needed - 0/1h pathway.",
    "Friend at bedside.",
    "Lamb and rice eaten before symptoms started.",
]

MISC = [
    "GCS 15/15, PEARL, no focal neurology.",
    "Glasgow Coma Scale E4 V5 M6.",
    "Ottawa ankle rules positive - X-ray requested.",
    "Canadian C-spine rule: low risk, ROM assessed, cleared clinically.",
    "NEXUS negative.",
    "Bristol stool type 6-7 x5 today.",
    "Manchester Triage: Orange, discriminator 'severe pain'.",
    "San Francisco syncope rule negative.",
    "Wells score 1.5, D-dimer sent.",
    "PERC negative.",
    "HEART score 3 - low risk.",
    "CURB-65 = 2.",
    "Glasgow-Blatchford 0 - suitable for OP management.",
    "4AT 0.",
    "Rockwood CFS 6.",
    "Edinburgh Postnatal Depression Scale not done.",
    "ECG: sinus rhythm 88 bpm, QTc 432 ms, no acute ST changes.",
    "ECG: AF 130, LBBB (old per PACS).",
    "CXR: no focal consolidation, no pneumothorax.",
    "CT head: no acute intracranial abnormality.",
    "FAST negative.",
    "eFAST: no free fluid, lung sliding present bilaterally.",
    "VBG: pH 7.31, pCO2 6.2, HCO3 19, lactate 3.4, BE -5.",
    "BM 6.8 mmol/L, ketones 0.3.",
    "Urine dip: leucocytes ++, nitrites +, blood trace.",
    "bHCG negative.",
    "Paracetamol level at 4h: 162 mg/L - above treatment line.",
    "Salicylate < 50 mg/L, ethanol 212 mg/dL.",
    "Tetanus status up to date.",
    "CRT < 2 s centrally.",
    "AVPU: A.",
    "Pain score 8/10 -> 3/10 post analgesia.",
    "Cap refill 3 s peripherally.",
    "Plan discussed with consultant; happy for discharge with safety-netting.",
    "Time to analgesia 18 min.",
    "Door to needle 42 min.",
    "Obs 4-hourly, NEWS2 escalation as per policy.",
    "HR 96, BP 132/84, RR 18, SpO2 97% RA, T 37.1.",
    "Seen within 4-hour target: no (breach 02:14).",
    "Code: R07.4 chest pain, unspecified.",
    "SNOMED 274640006 fever with chills.",
    "Hx 3/7 of vomiting, 2/52 of cough.",
    "G2P1 at 32/40, no PV bleeding.",
    "ETOH ++ on arrival.",
    "Left against medical advice at 03:20 - capacity assessed.",
    "Sats 88% on air -> 95% on 2L NC.",
]


def eponym_line(r):
    e = r.choice(pools.EPONYMS)
    return r.choice([f"Hx of {e}.", f"{e} - no.", f"?{e}", f"No {e}.", f"Known {e}.",
                     f"Query {e} - senior review.", f"{e} considered and excluded."])


SCORE_VALUES = [("CURB-65", 0, 4), ("Wells score", 0, 7), ("Glasgow-Blatchford score", 0, 14),
                ("HEART score", 0, 8), ("ABCD2", 0, 7), ("Alvarado score", 2, 9), ("CIWA-Ar", 0, 25),
                ("Rockwood Clinical Frailty Scale", 1, 8), ("Waterlow score", 5, 22), ("qSOFA", 0, 3),
                ("NEWS2", 0, 9), ("4AT", 0, 8), ("AUDIT-C", 0, 12), ("PHQ-9", 0, 27), ("ISS", 4, 41)]


def score_line(r):
    if r.random() < 0.7:
        s, lo, hi = r.choice(SCORE_VALUES)
        return r.choice([f"{s}: {r.randint(lo, hi)}", f"{s} {r.randint(lo, hi)}", f"{s} calculated = {r.randint(lo, hi)}"])
    s = r.choice(pools.SCORES)
    return r.choice([f"{s} documented", f"{s} - see chart", f"{s} considered"])


def code_line(r):
    code, desc = r.choice(pools.ICD)
    return r.choice([f"{code} {desc}", f"ICD-10 {code} ({desc})", f"Dx code {code}",
                     f"[{code}] {desc.capitalize()}"])


def line(r):
    k = r.random()
    if k < 0.35:
        return r.choice(WORD_SENSES)
    if k < 0.7:
        return r.choice(MISC)
    if k < 0.8:
        return eponym_line(r)
    if k < 0.9:
        return score_line(r)
    return code_line(r)


def lines(r, n):
    return [line(r) for _ in range(n)]


PAEDS = [
    "PEWS 2 - obs hourly.", "CRT < 2 s, fontanelle soft (if applicable).", "Tolerated oral fluid challenge 5 mL/kg/h.",
    "Ears: R TM bulging and red.", "Throat: exudative tonsillitis, FeverPAIN 4.", "No meningism, Kernig's sign negative.",
    "Ottawa ankle rules not validated < 5 yrs - X-ray on clinical grounds.", "PECARN low risk - no CT.",
    "Westley croup score 3 - moderate.", "Wheeze throughout, SpO2 93% RA, PEFR unable.",
    "Weight 14.2 kg; paracetamol 15 mg/kg = 213 mg.", "Salter-Harris II distal radius on X-ray.",
    "Will chase urine MC&S.", "Good air entry bilaterally.", "Mum may need a sick note for work.",
    "Red book checked - growth on 50th centile.", "Nursery aware child unwell.", "Little finger swollen, caught in door.",
    "Frank blood in nappy - stool sent.", "Grandparents at bedside.", "Kawasaki disease criteria not met.",
    "HSP considered - no purpura.", "Hope to discharge after 2nd dose of dexamethasone.", "Ward 7 paeds aware.",
]


def paeds_lines(r, n):
    return [r.choice(PAEDS) if r.random() < 0.7 else line(r) for _ in range(n)]
