"""Hard negatives: unannotated text typical of these genres (drugs and doses,
scores, vitals, legal and diagnostic codes, clock times, eponyms, durations,
name-like ordinary words, national public bodies)."""

MEDS = [("methadone", ["mg"], [30, 40, 55, 60, 70, 80, 85, 90, 100, 110, 120, 140]),
        ("buprenorphine", ["mg"], [2, 4, 8, 12, 16, 24]),
        ("buprenorphine/naloxone", ["mg"], ["8/2", "16/4", "12/3", "4/1"]),
        ("olanzapine", ["mg"], [5, 10, 15, 20]), ("quetiapine", ["mg"], [25, 50, 100, 300, 400]),
        ("lorazepam", ["mg"], [0.5, 1, 2]), ("haloperidol", ["mg"], [2, 5, 10]),
        ("promethazine", ["mg"], [25, 50]), ("clozapine", ["mg"], [100, 200, 300, 450]),
        ("lithium carbonate", ["mg"], [400, 600, 800, 1000]), ("sertraline", ["mg"], [50, 100, 150]),
        ("mirtazapine", ["mg"], [15, 30, 45]), ("naltrexone", ["mg"], [25, 50]),
        ("acamprosate", ["mg"], [333, 666]), ("disulfiram", ["mg"], [200, 250]),
        ("thiamine", ["mg"], [100, 200, 300]), ("chlordiazepoxide", ["mg"], [10, 20, 30]),
        ("diazepam", ["mg"], [2, 5, 10]), ("gabapentin", ["mg"], [300, 600]),
        ("aripiprazole", ["mg"], [5, 10, 15]), ("risperidone", ["mg"], [1, 2, 4]),
        ("fluoxetine", ["mg"], [20, 40]), ("venlafaxine", ["mg"], [75, 150, 225]),
        ("zopiclone", ["mg"], [3.75, 7.5]), ("sodium valproate", ["mg"], [500, 1000]),
        ("lamotrigine", ["mg"], [50, 100, 200]), ("naloxone", ["mcg"], [400, 800]),
        ("nicotine patch", ["mg"], [14, 21]), ("clonidine", ["mcg"], [100, 150]),
        ("paliperidone palmitate", ["mg"], [100, 150]), ("aripiprazole depot", ["mg"], [300, 400]),
        ("zuclopenthixol decanoate", ["mg"], [200, 300]), ("flupentixol decanoate", ["mg"], [20, 40]),
        ("methadone liquid 1 mg/mL,", ["mL"], [35, 60, 80]), ("extended-release buprenorphine", ["mg"], [100, 300])]
FREQ = ["nocte", "mane", "BD", "TDS", "QDS", "PRN", "daily", "OD", "bd", "stat", "IM stat", "PO", "weekly",
        "q6h PRN", "at night", "twice daily", "monthly", "every 2 weeks"]
SCORES = [("PHQ-9", 0, 27), ("GAD-7", 0, 21), ("AUDIT", 0, 40), ("AUDIT-C", 0, 12), ("COWS", 0, 36),
          ("CIWA-Ar", 0, 40), ("K10", 10, 50), ("HoNOS", 0, 48), ("BPRS", 18, 90), ("DAST-10", 0, 10),
          ("CORE-10", 0, 40), ("PCL-5", 0, 80), ("GAF", 20, 80), ("SOWS", 0, 64), ("EPDS", 0, 30),
          ("SDS", 0, 15), ("Y-BOCS", 0, 40), ("ASRS", 0, 24), ("HAM-D", 0, 40), ("YMRS", 0, 60)]
EPONYMS = ["Wernicke's encephalopathy", "Korsakoff syndrome", "Capgras delusion", "Cotard syndrome",
           "Ganser syndrome", "Munchausen syndrome", "Tourette's", "Asperger's", "Clérambault's syndrome",
           "Parkinsonian side effects", "Beck Depression Inventory", "Likert scale", "Gillick competence",
           "the Caldicott principles", "Maslow's hierarchy", "Hodgkin's lymphoma", "Crohn's disease",
           "Addison's disease", "Cushing's", "Alzheimer's dementia", "Huntington's disease", "Lewy body dementia",
           "Epworth score", "Glasgow Coma Scale", "Romberg's test", "Korsakoff's psychosis", "Ekbom syndrome",
           "Bell's palsy", "Raynaud's", "Down syndrome"]
ICD = ["F10.20", "F10.239", "F11.20", "F11.23", "F12.10", "F14.20", "F15.20", "F20.0", "F25.0", "F31.2",
       "F32.2", "F33.1", "F41.1", "F43.10", "F43.1", "F60.3", "F19.20", "Z59.0", "Z91.5", "F50.0", "F90.0",
       "F42.2", "Z63.0", "Z65.3", "F13.20"]
LEGAL = {
    "US": ["a 5150 hold", "WIC 5150", "a 5250 certification", "the Baker Act", "the Marchman Act",
           "42 CFR Part 2", "HIPAA", "a Tarasoff duty", "section 302 of the MHPA", "a 72-hour hold",
           "section 7 of the state mental hygiene law", "an AOT order"],
    "UK": ["Section 2 of the Mental Health Act 1983", "Section 3 MHA", "s.136", "section 5(2)", "section 17 leave",
           "a CTO under section 17A", "the MCA 2005", "DoLS", "s.42 of the Care Act 2014", "section 117 aftercare",
           "Section 135(1)", "s.37/41", "the Misuse of Drugs Act 1971", "section 12(2) approval"],
    "NZ": ["section 11 of the Mental Health (Compulsory Assessment and Treatment) Act 1992",
           "a section 29 community treatment order", "section 14(4)", "section 16 review",
           "the Substance Addiction (Compulsory Assessment and Treatment) Act 2017", "section 8A",
           "a section 30 order", "section 110 of the Act", "the Oranga Tamariki Act 1989", "section 76"],
    "ZA": ["section 33 of the Mental Health Care Act 17 of 2002", "an MHCA 05 form", "section 34 72-hour assessment",
           "an MHCA 04 application", "section 40 of the MHCA", "the Prevention of and Treatment for Substance Abuse Act 70 of 2008",
           "section 33 involuntary care", "an MHCA 13 form", "section 32 assisted care", "the Children's Act 38 of 2005"]}
PUBLIC = {"US": ["Medicaid", "Medicare", "the CDC", "SAMHSA", "the FDA", "Social Security", "SNAP", "the VA",
                 "the 988 line", "CPS", "the DMV"],
          "UK": ["the DWP", "Universal Credit", "PIP", "the NHS", "NICE", "the CQC", "the Home Office",
                 "the DVLA", "the police", "the council", "the MARAC"],
          "NZ": ["Work and Income", "ACC", "Te Whatu Ora", "Pharmac", "Oranga Tamariki", "Corrections",
                 "Kāinga Ora", "the police", "StudyLink", "Inland Revenue"],
          "ZA": ["SASSA", "the SAPS", "the Department of Social Development", "Home Affairs", "the NPA",
                 "the SANCA helpline", "the Department of Health", "the NHI fund", "a social grant", "the CCMA"]}
BENEFIT = {"US": ["SSI", "SSDI", "SNAP", "TANF"], "UK": ["Universal Credit", "PIP", "ESA", "Pension Credit"],
           "NZ": ["Jobseeker Support", "Supported Living Payment", "Accommodation Supplement"],
           "ZA": ["SASSA disability grant", "child support grant", "SRD grant", "old age grant"]}
MONEY = {"US": "$", "UK": "£", "NZ": "$", "ZA": "R"}
NAMELIKE = [
    "He will return to clinic if symptoms recur.", "She expressed hope about returning to work.",
    "Frank discussion held regarding overdose risk.", "Her mood rose steadily over the session.",
    "There has been a marked improvement in sleep.", "He is worried about an unpaid power bill.",
    "Settled on the ward overnight.", "Says faith and prayer help him cope.", "A grace period on rent was agreed.",
    "Reports little joy in activities.", "He has had a rocky week.", "Brown staining noted on fingers.",
    "Appears to be in good spirits; will review.", "Spoke with the charge nurse on the ward.",
    "Hope is a protective factor.", "Green bin bags of belongings at the door.", "Stone-faced at times, guarded.",
    "Marked psychomotor retardation.", "Lives in a small flat; frank squalor noted.", "She will attend group.",
    "Gray discolouration of skin at injection sites.", "Sunny affect at times, incongruent.",
    "Patient's will was made with a solicitor years ago.", "Was keen to mark the anniversary quietly.",
    "Mood: low. Affect: reactive, no joy.", "Daisy-chain of missed appointments noted.",
    "Wants to be able to bank some savings.", "Will ring if any concerns.", "Bill of rights leaflet provided.",
    "Holly bush outside the window has been cut back.", "Fisher-Price toys in the room for the children.",
    "Remains hopeful about the future.", "Chase up outstanding bloods.", "Field work for benefits form pending.",
    "He will think about it and will let us know.", "She will need a frank conversation with the team.",
    "Little appetite; young children at home.", "Best contact is by text; will reply.", "No bank card at present.",
    "Stone cold sober today, will keep it up.", "Mark on left forearm, old.", "Rose early, settled on the ward.",
    "Grace under pressure noted by staff.", "Little change since last week.", "Said faith keeps him going.",
    "Mood has been rocky; hope remains.", "Will need to chase the GP.", "Frank about use; best engagement so far.",
    "Brown rice and green veg at dinner, eating better.", "Marked anxiety in the waiting room."]
EPO_SENT = ["No signs of Wernicke's encephalopathy (no ataxia, ophthalmoplegia or confusion).", "Romberg's test negative.",
            "No Parkinsonian features; no tardive dyskinesia.", "Korsakoff syndrome screen negative.",
            "Denies Capgras-type misidentification.", "Babinski downgoing bilaterally.", "Glasgow Coma Scale 15/15.",
            "Epworth score 9.", "Beck Depression Inventory 31.", "Gillick competence not relevant (adult).",
            "Caldicott principles followed for this disclosure.", "Family history of Huntington's disease (untested).",
            "Known Crohn's disease, quiescent.", "Possible Lewy body dementia in the differential.",
            "Tourette's diagnosed in childhood.", "Asperger's diagnosis from childhood (now ASD).",
            "Raynaud's noted on clozapine.", "Alzheimer's dementia in the family.", "Bell's palsy in the past, resolved."]
DURS = ["3/7", "2/52", "6/12", "1/52", "5/7", "4/52", "2/7", "3/12", "10/7", "6/52"]
TIMES_FMT = ["{h:02d}:{mi:02d}", "{h:02d}{mi:02d}hrs", "{h:02d}:{mi:02d}h", "{h2}:{mi:02d}{ap}", "{h:02d}:{mi:02d}"]
SUBSTANCES = ["fentanyl", "methamphetamine", "cannabis", "cocaine", "alcohol", "heroin", "benzodiazepines",
              "synthetic cannabinoids", "GHB", "ketamine", "crack cocaine", "tik", "nyaope", "mandrax", "P",
              "xylazine", "pregabalin", "oxycodone", "kratom", "spice"]
UDS_DRUGS = ["opiates", "fentanyl", "methadone", "buprenorphine", "amphetamines", "cocaine", "THC",
             "benzodiazepines", "norfentanyl", "EtG", "oxycodone", "MDMA"]


class Neg:
    def __init__(self, rng, country):
        self.r, self.c = rng, country

    def med(self, with_freq=True):
        name, units, doses = self.r.choice(MEDS)
        s = f"{name} {self.r.choice(doses)} {self.r.choice(units)}"
        if with_freq:
            s += " " + self.r.choice(FREQ)
        return s

    def meds(self, n=None):
        n = n or self.r.randint(2, 5)
        return [self.med() for _ in range(n)]

    def score(self):
        nm, lo, hi = self.r.choice(SCORES)
        v = self.r.randint(lo, hi)
        return self.r.choice([f"{nm} {v}", f"{nm}: {v}", f"{nm} = {v}", f"{nm} score {v}"])

    def time(self):
        h, mi = self.r.randint(0, 23), self.r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 2, 17, 48])
        h2 = h % 12 or 12
        f = self.r.choice(TIMES_FMT)
        return f.format(h=h, mi=mi, h2=h2, ap="pm" if h >= 12 else "am")

    def clock(self):
        h, mi = self.r.randint(0, 23), self.r.randint(0, 59)
        return f"{h:02d}:{mi:02d}"

    def legal(self):
        return self.r.choice(LEGAL[self.c])

    def icd(self):
        return self.r.choice(ICD)

    def eponym(self):
        return self.r.choice(EPONYMS)

    def public(self):
        return self.r.choice(PUBLIC[self.c])

    def benefit(self):
        return self.r.choice(BENEFIT[self.c])

    def money(self):
        return f"{MONEY[self.c]}{self.r.choice([20, 45, 60, 120, 250, 350, 480, 1100, 1850, 2090])}"

    def namelike(self):
        return self.r.choice(NAMELIKE)

    def filler(self, k=3):
        r = self.r
        out = []
        for _ in range(k):
            x = r.randint(0, 5)
            if x == 0:
                out.append(r.choice([f"Takes {self.med()}.", f"Had {self.med()} at {self.time()}.",
                                     f"Prescribed {self.med()} and {self.med()}.",
                                     f"Declined {self.med(False)}; accepted {self.med(False)}.",
                                     f"Chart: {self.med()}, {self.med()}, {self.med()}."]))
            elif x == 1:
                out.append(r.choice([f"{self.score()}; {self.score()}.", f"Repeat {self.score()} (previously {r.randint(3, 25)})."]))
            elif x == 2:
                out.append(r.choice(EPO_SENT))
            elif x == 3:
                d1, d2 = self.dur(), self.dur()
                out.append(r.choice([f"Reduce over {d1}; review in {d2}.", f"Symptoms for {d1}.", f"Off work {d1}.",
                                     f"Sleep poor for {d1}, appetite reduced for {d2}.", f"Fit note for {d1}.",
                                     f"Next depot in {d1}; bloods in {d2}."]))
            else:
                out.append(self.namelike())
        return " ".join(out)

    def dur(self):
        return self.r.choice(DURS)

    def subst(self):
        return self.r.choice(SUBSTANCES)

    def vitals(self):
        r = self.r
        parts = [f"BP {r.randint(98, 168)}/{r.randint(58, 102)}", f"HR {r.randint(52, 128)}",
                 f"RR {r.randint(12, 24)}", f"SpO2 {r.randint(91, 100)}%", f"temp {r.randint(360, 389) / 10}",
                 f"BMI {r.randint(170, 390) / 10}", f"BAC {r.choice(['0.00', '0.04', '0.08', '0.12', '0.21'])}",
                 f"pupils {r.choice([2, 3, 4, 5, 6])} mm", f"BGL {r.randint(40, 140) / 10} mmol/L",
                 f"QTc {r.randint(400, 498)} ms"]
        r.shuffle(parts)
        return ", ".join(parts[:r.randint(3, 6)])

    def uds(self):
        r = self.r
        pos = r.sample(UDS_DRUGS, r.randint(0, 3))
        neg = [d for d in r.sample(UDS_DRUGS, 4) if d not in pos]
        s = "UDS: " + (("positive for " + ", ".join(pos)) if pos else "negative for all analytes")
        if pos and neg:
            s += "; negative for " + ", ".join(neg)
        return s

    def labs(self):
        r = self.r
        p = [f"GGT {r.randint(20, 640)} U/L", f"ALT {r.randint(12, 210)} U/L", f"MCV {r.randint(82, 108)} fL",
             f"lithium level {r.randint(3, 12) / 10} mmol/L", f"Na {r.randint(128, 145)} mmol/L",
             f"clozapine level {r.randint(200, 900)} ng/mL", f"CDT {r.randint(10, 40) / 10}%",
             f"HbA1c {r.randint(35, 80)} mmol/mol", f"prolactin {r.randint(100, 2100)} mIU/L",
             f"eGFR {r.randint(45, 110)}", f"HCV Ab {r.choice(['positive', 'negative'])}",
             f"HIV {r.choice(['negative', 'non-reactive'])}"]
        r.shuffle(p)
        return ", ".join(p[:r.randint(2, 5)])
