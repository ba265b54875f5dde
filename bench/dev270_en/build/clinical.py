"""Clinical vocabulary and non-PHI text blocks (hard negatives) for stoma care notes.

Product and manufacturer names here are invented device *model* names: not PHI.
"""

SCENARIOS = [
    # dx, procedure, stoma type, site, kind
    ("low rectal adenocarcinoma", "laparoscopic ultra-low anterior resection with defunctioning loop ileostomy", "loop ileostomy", "RIF", "ileo"),
    ("rectal cancer (mrT3b N1)", "robotic anterior resection + covering loop ileostomy", "loop ileostomy", "RIF", "ileo"),
    ("low rectal cancer", "APER (abdominoperineal excision of rectum) with end colostomy", "end colostomy", "LIF", "colo"),
    ("perforated sigmoid diverticulitis (Hinchey III)", "emergency laparotomy and Hartmann's procedure", "end colostomy", "LIF", "colo"),
    ("obstructing sigmoid tumour", "Hartmann's procedure", "end colostomy", "LIF", "colo"),
    ("acute severe ulcerative colitis", "subtotal colectomy and end ileostomy", "end ileostomy", "RIF", "ileo"),
    ("ulcerative colitis, steroid-refractory", "restorative proctocolectomy, J-pouch, loop ileostomy", "loop ileostomy", "RIF", "ileo"),
    ("ileocolonic Crohn's disease", "ileocaecal resection with end ileostomy and mucous fistula", "end ileostomy", "RIF", "ileo"),
    ("perianal Crohn's disease", "laparoscopic defunctioning loop colostomy", "loop colostomy", "LIF", "colo"),
    ("muscle-invasive bladder cancer", "radical cystectomy with ileal conduit (Bricker)", "urostomy (ileal conduit)", "RIF", "uro"),
    ("faecal incontinence after obstetric sphincter injury", "laparoscopic end colostomy", "end colostomy", "LIF", "colo"),
    ("anastomotic leak after anterior resection", "relaparotomy, washout, loop ileostomy", "loop ileostomy", "RIF", "ileo"),
    ("familial adenomatous polyposis", "panproctocolectomy and end ileostomy", "end ileostomy", "RIF", "ileo"),
    ("radiation proctitis with rectovaginal fistula", "defunctioning loop colostomy", "loop colostomy", "LUQ", "colo"),
    ("slow-transit constipation", "laparoscopic subtotal colectomy, end ileostomy", "end ileostomy", "RIF", "ileo"),
    ("anal squamous cell carcinoma, residual after chemoradiotherapy", "salvage APER, end colostomy", "end colostomy", "LIF", "colo"),
]

PRODUCTS = {
    "ileo": ["Corvela SoftFit drainable 1-pc, midi, cut-to-fit 15-55 mm",
             "Aquilon Moda drainable, soft convex, pre-cut 32 mm",
             "Stomara Vue high-output pouch with tap outlet",
             "Nuvia Comfort drainable opaque, cut-to-fit 20-70 mm",
             "Aquilon Moda 2-pc baseplate 50 mm flange + drainable pouch",
             "Corvela Deep Convex drainable, pre-cut 28 mm"],
    "colo": ["Corvela SoftFit closed 1-pc, maxi, cut-to-fit 15-60 mm",
             "Stomara Vue closed with filter, pre-cut 38 mm",
             "Aquilon Moda closed 2-pc, 57 mm flange",
             "Nuvia Slim closed mini (swim/intimacy)",
             "Corvela Flat closed, beige, 13-64 mm"],
    "uro": ["Nuvia UroFlow urostomy pouch 1-pc, cut-to-fit 15-45 mm",
            "Aquilon Uro 2-pc, 45 mm flange + night drainage bag 2 L",
            "Stomara Uro soft convex, pre-cut 25 mm", "Corvela Uro maxi with bung adaptor"],
    "acc": ["Pelora adhesive remover spray 50 mL", "Pelora no-sting barrier film wipes",
            "mouldable seal 48 mm (Stomara)", "Corvela hydrocolloid powder 25 g",
            "elastic barrier strips (flange extenders)", "adjustable convex belt",
            "Nuvia gelling sachets", "odour neutraliser drops 50 mL", "disposal bags",
            "dry wipes (non-woven)", "Pelora barrier cream 30 g", "thin seal rings 2 mm"],
}

PIP_LIKE = ["PIP 402-1187", "PIP 318-4592", "PIP 377-0621", "PIP 409-3318", "PIP 361-2270",
            "REF 16414", "REF 10525", "REF 4207-12", "Code 92-1347", "Cat. no. 175-2028",
            "HCPCS A5063", "HCPCS A4414", "HCPCS A5061", "HCPCS A4405", "HCPCS A4361",
            "SAS 3204K", "SAS 3611M", "ADP 4410-227"]

DEXTERITY = ["good manual dexterity", "mild Dupuytren's contracture R hand - can manage scissors",
             "Parkinson's disease - tremor affects cutting, pre-cut advised",
             "rheumatoid arthritis, hands OK for clip closure", "visual impairment (macular degeneration) - uses mirror",
             "peripheral neuropathy (diabetic) - reduced sensation fingertips",
             "post-CVA L hemiparesis, R-handed, managing one-handed",
             "Raynaud's - cold hands, warm adhesive before use", "no dexterity concerns"]

PMH = ["T2DM (HbA1c 58 mmol/mol)", "HTN", "AF on apixaban", "COPD (FEV1 1.4 L)", "IHD, CABG x3",
       "CKD stage 3a (eGFR 52)", "hypothyroidism", "OSA on CPAP", "depression", "obesity (BMI 36)",
       "osteoarthritis knees", "previous DVT", "asthma", "Parkinson's disease", "gout",
       "Addison's disease on hydrocortisone", "Barrett's oesophagus", "BPH", "psoriasis",
       "diverticular disease", "Crohn's disease", "heart failure (EF 35%)", "PVD", "anxiety"]

MEDS = ["loperamide 4 mg QDS (30 min before meals)", "codeine phosphate 30 mg QDS",
        "omeprazole 40 mg BD", "paracetamol 1 g QDS PRN", "enoxaparin 40 mg SC OD (28 days)",
        "metformin 500 mg BD", "ramipril 5 mg OD", "levothyroxine 75 mcg OD",
        "mesalazine 2.4 g OD", "prednisolone 20 mg OD reducing by 5 mg/week",
        "apixaban 5 mg BD", "co-codamol 30/500 2 tabs QDS", "Fortisip Compact 125 mL BD",
        "Movicol 1 sachet OD", "senna 15 mg ON", "atorvastatin 40 mg ON",
        "infliximab 5 mg/kg every 8 weeks", "ondansetron 4 mg TDS PRN", "Creon 25,000 with meals",
        "magnesium glycerophosphate 4 mmol BD", "hydrocortisone 10/5/5 mg"]

STOMA_LOOK = ["healthy, pink, moist", "red, moist, well perfused", "slightly oedematous, pink",
              "dusky at 12 o'clock, viable on torch test", "healthy, spouted ~2 cm",
              "flush to skin at 6 o'clock", "retracted below skin level in sitting",
              "prolapsed ~4 cm, reduces on lying", "healthy with small granuloma at 3 o'clock"]

MCJ = ["MCJ intact", "mucocutaneous junction intact", "small MC separation 3-6 o'clock, packed with alginate",
       "MCJ intact, sutures absorbing", "superficial MC separation <5 mm, healing"]

SKIN = ["peristomal skin intact", "mild erythema under baseplate (SACS L1)",
        "moisture-associated skin damage 4-8 o'clock (SACS L2 TIII)",
        "erosion at 6 o'clock (SACS L2 TV)", "folliculitis - shaving advice given",
        "suspected contact dermatitis to adhesive, patch-test advised", "DET score 4/15",
        "Ostomy Skin Tool DET 2 (D1 E1 T0)", "candidal rash - Daktarin powder", "skin intact, no MASD"]

OUTPUT = {"ileo": ["loose, porridge consistency", "watery, bilious", "thickening on loperamide",
                   "Bristol type 6-7", "toothpaste-like, emptying 5-6x/day"],
          "colo": ["formed, Bristol type 4", "soft, type 5", "hard pellets - constipated",
                   "flatus only since op", "semi-formed, twice daily"],
          "uro": ["clear straw urine with mucus", "cloudy urine, mucus ++", "clear, 1.8 L/24h",
                  "blood-stained urine post stent removal", "dark, concentrated"]}

EDU = ["emptying pouch", "cutting template", "full appliance change", "skin care",
       "disposal of used pouches", "recognising dehydration", "diet and fluids",
       "sexual function and body image", "driving (not until able to do an emergency stop)",
       "lifting - nothing >5 kg for 6/52", "obtaining supplies via DAC", "travel insurance",
       "Radar key for accessible toilets", "signs of parastomal hernia"]

ABD = ["abdomen soft, skin creases in sitting at umbilical level",
       "BMI 31.4, pendulous abdomen, site marked above the fold",
       "previous Pfannenstiel and appendicectomy scars avoided",
       "belt line at 9 cm below umbilicus, patient wears trousers on hip",
       "midline scar from previous laparotomy, hernia at umbilicus",
       "thin abdomen, costal margin close - site placed 5 cm below",
       "wheelchair user - marked in seated position in own chair",
       "scarring from previous drain site RIF - site moved medially"]

LABS = [("Na", "131", "135-145 mmol/L"), ("K", "3.3", "3.5-5.3 mmol/L"),
        ("Mg", "0.58", "0.70-1.00 mmol/L"), ("Urea", "9.4", "2.5-7.8 mmol/L"),
        ("Creat", "118", "45-90 umol/L"), ("eGFR", "54", ">90"), ("CRP", "12", "<5 mg/L"),
        ("Hb", "118", "115-165 g/L"), ("Alb", "31", "35-50 g/L"), ("Urinary Na", "<10", "mmol/L")]

SCORES = ["Waterlow 14", "MUST 2", "ECOG PS 1", "ASA III", "Rockwood CFS 4", "Clavien-Dindo II",
          "NEWS2 1", "GCS 15/15", "Karnofsky 80%", "ECOG 0", "MUST 0", "Waterlow 10"]

DURATIONS = ["2/52", "6/52", "3/12", "1/7", "5/7", "6/12", "10/7", "4-6/52", "12/52"]

LIFT = ["avoid heavy lifting for 12 weeks", "no lifting >5 kg for 6/52",
        "graded core exercises from week 6 (Me+ style programme)",
        "support garment for lifting and exercise"]

HERNIA = ["EHS type I parastomal hernia, defect 2.8 cm", "EHS type III, defect 4.5 cm, small bowel in sac",
          "large parastomal hernia with concurrent incisional hernia (EHS IV)",
          "bulge on Valsalva, reducible, cough impulse +", "no hernia on CT, muscle laxity only",
          "Moreno-Matias type 2 on CT"]

GARMENTS = ["Level 2 high-waisted brief, size L (waist 98 cm, hip 104 cm)",
            "Level 3 support belt 20 cm, size XL, with aperture 60 mm",
            "light support boxer (Level 1), size M", "Level 2 support vest, size 2XL",
            "hernia support belt 23 cm with convex plate"]

TNM = ["cT3b N1 M0", "mrT3c N1 EMVI+ CRM threatened (1 mm)", "pT2 N0 (0/18) R0",
       "pT3 N1b (2/14) EMVI- R0", "ypT1 N0 (0/12), TRG 1", "cT4a N2 M1 (liver x2)",
       "mrT2 N0, CRM clear (>2 mm)", "Dukes' C1"]

MOLEC = ["MMR proficient", "dMMR (MLH1/PMS2 loss) - refer for Lynch screening",
         "KRAS G12D mutant", "BRAF V600E wild-type", "NRAS wild-type", "MSI-high"]

PREOP_NEG = ["Pre-op bloods: Hb 131, WCC 7.2, Plt 288, Na 139, K 4.2, eGFR 78.",
             "ECG: sinus rhythm 72 bpm, QTc 428 ms.", "Anaesthetic review: ASA II, Mallampati 2.",
             "CPET: AT 11.2 mL/kg/min, VO2 peak 17.9.", "MRSA screen negative; G&S sent.",
             "Prehab: walking 30 min/day, IMT device 2x/day, Fortisip Compact BD.",
             "HbA1c 49 mmol/mol; metformin to be omitted on day of surgery."]

HO_DEF = ("High output stoma (HOS): output >1.5 L/24h on 2 or more consecutive days, "
          "or >2 L/24h on any day.")

HO_PLAN = [
    "Restrict oral hypotonic fluids (water, tea, coffee, squash, alcohol) to 500 mL - 1 L/day.",
    "St Mark's electrolyte mix 1 L/day, sipped (20 g glucose, 3.5 g NaCl, 2.5 g NaHCO3).",
    "Loperamide 4 mg QDS 30-60 min before meals and at bedtime; may increase to 8 mg QDS.",
    "Open capsules / use syrup if tablets seen whole in pouch.",
    "Codeine phosphate 30 mg QDS if output remains >1.5 L on max loperamide.",
    "Omeprazole 40 mg BD (IV if NBM).",
    "Add salt to food (1 tsp/day); salty snacks - crisps, Marmite, stock cubes.",
    "Starchy foods to thicken: white rice, pasta, potatoes, marshmallows, jelly babies.",
    "Daily weight, fluid balance chart, strict output measurement.",
    "Check U&E and Mg twice weekly; urinary Na weekly (target >20 mmol/L).",
    "If output >2 L/24h despite above: discuss octreotide 50 mcg SC TDS with team.",
]

SCREEN_RES = ["FIT result: 187 ug Hb/g faeces (threshold 80)", "FIT positive (>= 120 ug Hb/g)",
              "iFOBT positive - both samples", "FIT 45 ug/g - above threshold 10 for symptomatic",
              "FIT-DNA (multitarget stool DNA) positive", "gFOBT abnormal (5/6 windows)"]

COLO_FIND = ["3 adenomas removed (largest 12 mm, sigmoid), histology tubular, LGD",
             "2 diminutive polyps rectosigmoid - resected and retrieved",
             "large LST-G 30 mm ascending colon, EMR piecemeal, tattooed",
             "sigmoid diverticulosis, no polyps, good bowel prep (BBPS 8)",
             "suspicious mass at 12 cm from anal verge, biopsied and tattooed",
             "1 sessile serrated lesion 8 mm caecum, cold snare",
             "incomplete - poor prep (BBPS 4); CTC booked"]

ROLES = ["Consultant Colorectal Surgeon", "Consultant Radiologist", "Consultant Histopathologist",
         "Consultant Oncologist", "Colorectal CNS", "Stoma Care CNS", "MDT Coordinator",
         "Gastroenterologist", "Registrar", "Research Nurse", "Palliative Care CNS",
         "Dietitian"]

CALL_REASONS = ["leaking appliance 2-3 times a day", "sore skin around stoma",
                "no output for 18 hours, feeling bloated", "high output, feels dizzy on standing",
                "stoma looks darker than usual", "bleeding from stoma when cleaning",
                "supplies not delivered", "bulge around stoma when coughing",
                "advice about going on holiday", "query re prescription - wrong pouch size sent",
                "urine cloudy and smelly", "needs letter for work re toilet breaks"]

ADVICE = ["re-measure stoma - likely shrunk, new template 30 mm",
          "try soft convex + seal, review at home visit",
          "increase fluids with electrolyte mix, hold laxatives",
          "warm fluids, gentle abdominal massage, walk; if vomiting attend ED",
          "take loperamide 30 min before meals, St Mark's solution",
          "small bleeding from stoma surface is normal if settles with pressure",
          "contacted supplier, re-order placed", "pharmacy to dispense 1 box in interim",
          "send CSU via GP, increase fluids to 2 L", "advised to bring appliance to clinic"]


def cap(s):
    return s[:1].upper() + s[1:]


def pick(rng, seq, k=1):
    if k == 1:
        return rng.choice(seq)
    return rng.sample(seq, min(k, len(seq)))


def profile(rng):
    dx, proc, stype, site, kind = rng.choice(SCENARIOS)
    sex = "M" if "prostate" in dx else ("F" if "obstetric" in dx or "rectovaginal" in dx else None)
    age = rng.randrange(19, 45) if ("colitis" in dx or "Crohn" in dx or "polyposis" in dx) \
        else rng.randrange(38, 95)
    size = rng.choice([22, 25, 28, 30, 32, 35, 38, 40, 45])
    shape = rng.choice(["round %d mm" % size, "oval %dx%d mm" % (size, size + 6),
                        "%d mm" % size, "%dmm round" % size])
    return {"dx": dx, "proc": proc, "stype": stype, "site": site, "kind": kind,
            "sex": sex, "age": age, "size": shape,
            "product": rng.choice(PRODUCTS[kind]),
            "output": rng.choice(OUTPUT[kind])}


def force_kind(rng, prof, kind):
    """Re-draw the surgical scenario so that the stoma is of the given kind."""
    if prof["kind"] == kind:
        return
    dx, proc, stype, site, kind = rng.choice([s for s in SCENARIOS if s[4] == kind])
    prof.update({"dx": dx, "proc": proc, "stype": stype, "site": site, "kind": kind,
                 "product": rng.choice(PRODUCTS[kind]), "output": rng.choice(OUTPUT[kind])})


def pmh_list(rng, k=3):
    return ", ".join(pick(rng, PMH, k))


def med_lines(rng, k=4, bullet="- "):
    return "".join(bullet + m + "\n" for m in pick(rng, MEDS, k))


def lab_table(rng, country):
    rows = pick(rng, LABS, rng.randrange(4, 8))
    out = ["Test        Result   Ref range"]
    for a, b, c in rows:
        out.append("%-11s %-8s %s" % (a, b, c))
    return "\n".join(out) + "\n"


def product_lines(rng, prof, country):
    items = [prof["product"]] + pick(rng, PRODUCTS["acc"], rng.randrange(2, 5))
    lines = []
    for it in items:
        code = rng.choice(PIP_LIKE)
        qty = rng.choice(["x 30", "x 20", "x 60", "1 box", "x 10", "2 boxes", "x 1"])
        lines.append((it, code, qty))
    return lines


def stoma_exam_text(rng, prof):
    return ("Stoma: %s %s, %s. %s. Size %s. %s. Output: %s." % (
        prof["site"], prof["stype"], rng.choice(STOMA_LOOK), rng.choice(MCJ), prof["size"],
        cap(rng.choice(SKIN)) if rng.random() < .5 else rng.choice(SKIN),
        prof["output"]))


def negatives(rng, k=2):
    """Short non-PHI lines full of numbers, codes and eponyms."""
    opts = [
        "Observations: BP 128/76, HR 88, RR 16, SpO2 97%% RA, T 36.9, %s." % rng.choice(SCORES),
        "Fluid balance: IN 2140 mL / OUT 1870 mL (stoma 920, urine 950).",
        "Bloods: Na 136, K 4.1, Mg 0.74, Cr 81, CRP 23 (down from 140).",
        "Weight 71.3 kg (was 74.0 kg pre-op), BMI 24.6.",
        "ICD-10 Z93.2 ileostomy status; Z93.3 colostomy status; K43.5 parastomal hernia.",
        "OPCS H33.5 / G74.1 recorded by coder.",
        "VTE: enoxaparin 40 mg SC OD for 28/7 extended prophylaxis.",
        "Pain score 2/10 at rest, 5/10 on movement; PCA discontinued.",
        "Drain removed, Foley catheter out - passing urine.",
        "ERAS: mobilised x3 today, eating light diet, chewing gum.",
        "Template size reduced from 38 mm to 32 mm as oedema settles.",
        "Bristol stool form type 6 x4/day in pouch.",
        "Rod (bridge) in situ - plan removal day 5 per consultant preference.",
        "Ward round 08:30; reviewed again 16:10.",
        "Review in %s." % rng.choice(DURATIONS),
        "Capillary glucose 7.8 mmol/L; HbA1c 52.",
        "CT (ordered by on-call team) - no collection.",
        "Returned from OR at 14:10; PACU stay uneventful.",
        "Discussed with surgical PA; MD aware, happy with plan.",
        "PMH incl. MS (relapsing-remitting) - fatigue affects appliance changes.",
        "CO2 insufflation; port sites x5 healing, clips out day 10.",
        "Vitals by MA, then seen by WOC RN; IN/OUT chart reviewed.",
        "Apgar-style 0-2 scoring used on the Ostomy Skin Tool; DET 3.",
        "Gleason 3+4 prostate ca (2nd primary) - under urology surveillance.",
    ]
    return rng.sample(opts, k)
