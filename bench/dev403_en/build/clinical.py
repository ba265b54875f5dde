"""Clinical (non-PHI) content: drugs, doses, scores, labs, eponyms and
guideline references.  Much of it doubles as hard negatives."""

from core import pick, chance

# generic, brands/biosimilars, dosing text, class
BIOLOGICS = [
    ("adalimumab", ["Humira", "Amgevita", "Imraldi", "Hyrimoz", "Yuflyma", "Idacio", "Hulio"],
     "80 mg SC week 0 then 40 mg every other week from week 1", "TNFi"),
    ("etanercept", ["Enbrel", "Benepali", "Erelzi"], "50 mg SC twice weekly for 12 weeks then 50 mg weekly", "TNFi"),
    ("infliximab", ["Remicade", "Inflectra", "Remsima"], "5 mg/kg IV at weeks 0, 2 and 6 then every 8 weeks", "TNFi"),
    ("certolizumab pegol", ["Cimzia"], "400 mg SC at weeks 0, 2 and 4 then 200 mg every 2 weeks", "TNFi"),
    ("ustekinumab", ["Stelara", "Wezenla", "Pyzchiva", "Uzpruvo"], "45 mg SC at weeks 0 and 4 then every 12 weeks", "IL-12/23"),
    ("secukinumab", ["Cosentyx"], "300 mg SC weekly weeks 0-4 then every 4 weeks", "IL-17A"),
    ("ixekizumab", ["Taltz"], "160 mg SC then 80 mg every 2 weeks to week 12, then every 4 weeks", "IL-17A"),
    ("brodalumab", ["Kyntheum", "Siliq"], "210 mg SC weeks 0, 1, 2 then every 2 weeks", "IL-17RA"),
    ("bimekizumab", ["Bimzelx"], "320 mg SC every 4 weeks to week 16 then every 8 weeks", "IL-17A/F"),
    ("guselkumab", ["Tremfya"], "100 mg SC at weeks 0 and 4 then every 8 weeks", "IL-23"),
    ("tildrakizumab", ["Ilumetri", "Ilumya"], "100 mg SC at weeks 0 and 4 then every 12 weeks", "IL-23"),
    ("risankizumab", ["Skyrizi"], "150 mg SC at weeks 0 and 4 then every 12 weeks", "IL-23"),
]
ORALS = [("methotrexate", "15 mg once weekly with folic acid 5 mg weekly"),
         ("ciclosporin", "2.5 mg/kg/day in two divided doses"),
         ("acitretin", "25 mg daily"), ("apremilast", "30 mg BD after titration (Otezla)"),
         ("dimethyl fumarate", "titrated to 120 mg TDS (Skilarence)"),
         ("deucravacitinib", "6 mg once daily (Sotyktu)")]
STOP_REASONS = ["primary non-response", "secondary loss of response", "deranged LFTs",
                "raised creatinine and BP", "GI intolerance", "recurrent chest infections",
                "injection site reactions", "oral candidiasis", "paradoxical eczema",
                "new-onset IBD symptoms", "nausea and hair thinning", "patient preference",
                "cheilitis and hair loss", "lymphopenia", "headache and diarrhoea"]
TOPICALS = ["Dovobet gel", "Enstilar foam", "Wynzora cream", "calcipotriol ointment",
            "clobetasol propionate 0.05% (Dermovate)", "Clobex shampoo", "betamethasone valerate 0.1%",
            "Sebco scalp ointment", "Cocois", "tacrolimus 0.1% (Protopic) to face/flexures",
            "Diprosalic ointment", "coal tar 5% in Epaderm", "Exorex lotion",
            "Capasal shampoo", "hydrocortisone 1% to flexures"]
EMOLLIENTS = ["Epaderm", "Hydromol ointment", "Doublebase gel", "Cetraben", "Zerobase",
              "50:50 WSP/LP", "Dermol 500", "QV cream", "CeraVe"]
COMORBID = ["hypertension", "type 2 diabetes (HbA1c 58 mmol/mol)", "obesity (BMI 36)",
            "MASLD on ultrasound", "depression - on sertraline", "psoriatic arthritis",
            "Crohn's disease in remission", "anterior uveitis x2", "asthma", "gout",
            "hyperlipidaemia on atorvastatin", "previous latent TB (treated 3RH)",
            "anti-HBc positive, HBV DNA undetectable", "family history of multiple sclerosis",
            "obstructive sleep apnoea on CPAP", "hidradenitis suppurativa",
            "Hashimoto's thyroiditis on levothyroxine", "previous basal cell carcinoma (excised)",
            "Raynaud's phenomenon", "alcohol excess (28 units/week)", "ex-smoker, 20 pack-years"]
PHENOTYPES = ["chronic plaque psoriasis", "scalp and nail psoriasis", "palmoplantar psoriasis",
              "flexural (inverse) psoriasis", "guttate psoriasis on a background of plaque disease",
              "palmoplantar pustulosis", "erythrodermic psoriasis", "generalised pustular psoriasis (von Zumbusch)",
              "genital psoriasis", "chronic plaque psoriasis with Koebner phenomenon at scar sites"]
EPONYM_LINES = [
    "Auspitz sign positive on curettage.", "Koebner phenomenon along surgical scar.",
    "Woronoff rings noted around resolving plaques.", "No Nikolsky sign.",
    "Wood's lamp examination unremarkable.", "Fitzpatrick skin type {fitz}.",
    "Nail pitting and onycholysis, oil-drop sign on two fingernails (NAPSI {napsi}).",
    "Beau's lines on thumbnails.", "No Wickham striae to suggest lichen planus.",
    "Dactylitis of the left 3rd toe; Achilles enthesitis - PEST score {pest}/5.",
    "No Darier's sign.", "Heberden's nodes (OA) noted incidentally.",
]
DIFFERENTIALS = ["Bowen's disease", "lichen simplex chronicus", "pityriasis rubra pilaris",
                 "mycosis fungoides", "tinea corporis", "nummular eczema", "seborrhoeic dermatitis",
                 "secondary syphilis", "lichen planus", "Sézary syndrome", "pityriasis rosea",
                 "subacute cutaneous lupus"]

GUIDE = {
    "UK": ["NICE TA350", "NICE TA442", "NICE TA511", "NICE TA521", "NICE TA575", "NICE TA596",
           "NICE TA723", "NICE CG153", "BAD guidelines for biologic therapy for psoriasis 2023"],
    "US": ["AAD-NPF 2019 guidelines", "NPF Medical Board treat-to-target (2017)", "AAD-NPF 2019 biologics guideline"],
    "CA": ["Canadian Psoriasis Guidelines Addendum 2016", "Ontario EAP criteria", "CADTH 2019 recommendation"],
    "AU": ["PBS Schedule criteria", "ACD position statement 2020", "PBS General Statement for biologics"],
    "NZ": ["Pharmac Special Authority criteria", "NZDS biologics consensus 2021", "HealthPathways"],
    "IE": ["HSE Managed Access Protocol", "IAD biologics guidance 2021", "BAD guidelines 2023"],
}
INPATIENT_HN = ["Lund and Browder chart: erythema %d%% BSA.", "GCS 15 throughout.", "Waterlow score %d - pressure care.",
                "Bristol stool type 4.", "Wells score 0 - DVT unlikely.", "NEWS2 peaked at %d on admission.",
                "No features of Stevens-Johnson syndrome or DRESS (RegiSCAR 1).", "Not Cushingoid; no Addison's features.",
                "Berlin questionnaire positive - OSA suspected.", "Norwegian scabies excluded on skin scrapings."]
PHOTO_GUIDE = ["BAD phototherapy guidance (2022)", "AAD-NPF 2020 phototherapy guidelines",
               "British Photodermatology Group 2015 minimum standards"]
FITZ = ["I", "II", "II", "III", "III", "IV", "V", "VI"]


def biologic(rng, exclude=None):
    while True:
        b = pick(rng, BIOLOGICS)
        if b[0] != exclude:
            return b


def brand(rng, b):
    return pick(rng, b[1])


def pasi_table(rng, severe=True):
    """returns list of (region, weight, area, E, I, D) and total"""
    regions = [("Head/neck", 0.1), ("Upper limbs", 0.2), ("Trunk", 0.3), ("Lower limbs", 0.4)]
    rows, total = [], 0.0
    for name, w in regions:
        hi = 4 if severe else 2
        a = rng.randrange(0 if not severe else 1, 6 if severe else 3)
        e, i, d = rng.randrange(0, hi + 1), rng.randrange(0, hi + 1), rng.randrange(0, hi + 1)
        if a == 0:
            e = i = d = 0
        sub = round(w * a * (e + i + d), 2)
        total += sub
        rows.append((name, w, a, e, i, d, sub))
    return rows, round(total, 1)


DLQI_Q = ["Itchy, sore, painful or stinging skin", "Embarrassed or self-conscious",
          "Interfered with shopping/home/garden", "Influenced clothes worn",
          "Affected social or leisure activities", "Made it difficult to do any sport",
          "Prevented working or studying", "Problems with partner/close friends/relatives",
          "Caused sexual difficulties", "Treatment a problem"]
DLQI_BANDS = [(1, "no effect"), (5, "small effect"), (10, "moderate effect"),
              (20, "very large effect"), (30, "extremely large effect")]


def dlqi_band(score):
    for hi, txt in DLQI_BANDS:
        if score <= hi:
            return txt
    return DLQI_BANDS[-1][1]


def labs(rng, country):
    """one monitoring row: dict of lab -> value string (units by country)"""
    hb = rng.randrange(112, 168)
    wcc = rng.randrange(35, 112) / 10
    neut = round(wcc * rng.uniform(0.45, 0.72), 1)
    plt_ = rng.randrange(150, 420)
    cr = rng.randrange(55, 118)
    alt = rng.randrange(12, 96)
    crp = rng.choice(["<1", "<5", str(rng.randrange(2, 40))])
    egfr = ">90" if cr < 80 else str(rng.randrange(58, 90))
    if country == "US":
        return {"Hb": "%.1f g/dL" % (hb / 10), "WBC": "%.1f" % wcc, "ANC": "%.1f" % neut,
                "Plt": str(plt_), "Cr": "%.2f mg/dL" % (cr / 88.4), "ALT": str(alt),
                "CRP": crp + " mg/L", "eGFR": egfr}
    return {"Hb": "%d g/L" % hb, "WCC": "%.1f" % wcc, "Neut": "%.1f" % neut, "Plt": str(plt_),
            "Creat": "%d umol/L" % cr, "ALT": str(alt), "CRP": crp, "eGFR": egfr}


def ae_reactions(rng, cls):
    opts = {"TNFi": ["paradoxical palmoplantar pustulosis", "injection site reaction",
                     "drug-induced lupus (ANA 1:640, anti-histone positive)", "cellulitis of left leg",
                     "new demyelinating symptoms - optic neuritis"],
            "IL-17A": ["oral candidiasis", "new-onset colitis (calprotectin 820)", "eczematous eruption",
                       "intertriginous candidiasis"],
            "IL-17RA": ["low mood - PHQ-9 rose to 16", "oral candidiasis", "neutropenia (0.9)"],
            "IL-17A/F": ["oral candidiasis requiring fluconazole", "angular cheilitis and oral thrush",
                         "inflammatory bowel symptoms"],
            "IL-12/23": ["upper respiratory tract infection", "injection site erythema", "headache"],
            "IL-23": ["tinea pedis", "injection site reaction", "raised ALT (3x ULN)", "headache"]}
    return pick(rng, opts.get(cls, opts["IL-23"]))


def hard_neg_sentence(rng):
    """a one-line clinical aside packed with capitalised non-PHI tokens"""
    return pick(rng, [
        "Discussed BADBIR registry and the DLQI/PASI targets (PASI 75 at week 16).",
        "No Parkinson's disease or MS in family; Hodgkin lymphoma excluded historically.",
        "Counselled re live vaccines (MMR, yellow fever, BCG) - avoid on biologic.",
        "Shingrix (RZV) 2-dose course recommended; Pneumovax 23 given in primary care.",
        "Bath PUVA not available locally; NB-UVB preferred (Fitzpatrick II).",
        "Uses Enstilar foam at weekends as 'proactive' maintenance.",
        "Sharps bin and BD Autoinjector training completed with CNS.",
        "Checked against Green Book chapter on immunosuppression.",
        "PHQ-9 7, GAD-7 5 - mild; signposted to Talking Therapies.",
        "Moderna/Pfizer COVID boosters up to date.",
        "Apple Watch data not reviewed; sleep disturbed by itch (NRS 7/10).",
        "Ziehl-Neelsen and Gram stains were not requested.",
        "Mantoux not done - IGRA preferred per local policy.",
        "QuantiFERON-TB Gold Plus performed at Pathology; results on ICE.",
        "Reviewed with Rheumatology re CASPAR criteria; PsA likely.",
        "HAQ-DI 0.75; PEST 3/5 - referred to Rheumatology.",
        "Patient Support Programme (manufacturer) nurse visit offered.",
        "Steroid card not required; topical potency ladder explained.",
        "Lymphoma and NMSC risk discussed; annual skin check advised.",
    ])
