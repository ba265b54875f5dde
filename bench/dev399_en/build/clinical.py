"""HPB clinical content (no PHI). Full of hard negatives: eponyms, drugs, devices, scores,
guideline names with years, capitalised non-names and place-like words."""

DX = {
    "gallstone_pancreatitis": dict(
        name="acute gallstone pancreatitis",
        hx=["epigastric pain radiating to the back with vomiting", "lipase 2,840 U/L on arrival",
            "Glasgow-Imrie score 2 at 48 h", "no organ failure (revised Atlanta 2012: mild)"],
        img=["Oedematous pancreas with peripancreatic fat stranding; no necrosis (CTSI 2).",
             "Multiple small gallbladder calculi. CBD 6 mm, no filling defect.",
             "Small volume free fluid in Morison's pouch."],
        op="laparoscopic cholecystectomy (same admission, per NICE CG188)",
        plan=["Index-admission laparoscopic cholecystectomy once lipase settling",
              "If LFTs rise, MRCP +/- ERCP"],
        histo=("Gallbladder", "Chronic cholecystitis with cholelithiasis. No dysplasia or malignancy."),
        jaundice=False),
    "choledocholithiasis": dict(
        name="choledocholithiasis with obstructive jaundice",
        hx=["painless then colicky RUQ pain, dark urine and pale stools", "Charcot's triad absent",
            "bilirubin 96 umol/L, ALP 412 U/L"],
        img=["CBD dilated to 11 mm with two distal filling defects (8 mm and 6 mm) on MRCP.",
             "Intrahepatic ducts mildly dilated. Gallbladder contains sludge and calculi.",
             "Pancreatic duct normal calibre; no mass."],
        op="ERCP, sphincterotomy and balloon trawl, then laparoscopic cholecystectomy",
        plan=["ERCP with sphincterotomy and stone extraction", "Interval laparoscopic cholecystectomy within 6 weeks"],
        histo=("Gallbladder", "Chronic cholecystitis, cholesterolosis and Rokitansky-Aschoff sinuses. No malignancy."),
        jaundice=True),
    "cholangitis": dict(
        name="acute ascending cholangitis (Tokyo Guidelines 2018 grade II)",
        hx=["rigors, jaundice and RUQ pain (Charcot's triad)", "WCC 18.2, CRP 231, bilirubin 118",
            "blood cultures grew E. coli"],
        img=["CBD 13 mm with a 12 mm impacted distal stone.", "Pneumobilia absent. Liver otherwise unremarkable."],
        op="urgent ERCP with biliary stent",
        plan=["IV piperacillin-tazobactam (Tazocin) per microbiology", "ERCP within 24 h",
              "Repeat ERCP for clearance at 6-8 weeks"],
        histo=("Gallbladder", "Acute on chronic cholecystitis with mucosal ulceration. No dysplasia."),
        jaundice=True),
    "pdac_head": dict(
        name="pancreatic head adenocarcinoma",
        hx=["painless obstructive jaundice and 6 kg weight loss", "new-onset diabetes (HbA1c 61 mmol/mol)",
            "CA 19-9 412 kU/L (bilirubin 187 at the time)", "Courvoisier's sign positive"],
        img=["28 mm hypoattenuating mass in the pancreatic head with double duct sign.",
             "SMV abutment < 180 degrees; SMA, coeliac axis and CHA clear (NCCN resectable).",
             "No liver metastases, no ascites. Two indeterminate 3 mm lung nodules."],
        op="pylorus-preserving pancreaticoduodenectomy (PPPD)",
        plan=["Proceed to PPPD (Whipple)", "Adjuvant mFOLFIRINOX to be discussed with oncology (PRODIGE 24)",
              "Pre-operative biliary drainage not required if bilirubin < 250"],
        histo=("Pancreaticoduodenectomy", "Moderately differentiated ductal adenocarcinoma, pT2 pN1 (2/19), R1 at SMV groove (0.8 mm)."),
        jaundice=True),
    "pdac_body": dict(
        name="adenocarcinoma of the pancreatic body/tail",
        hx=["back pain and weight loss", "CA 19-9 980 kU/L", "ECOG 1"],
        img=["41 mm mass in the body of pancreas encasing the splenic artery.",
             "Contact with the coeliac axis < 180 degrees (borderline resectable, NCCN v2.2023)."],
        op="distal pancreatectomy and splenectomy (RAMPS)",
        plan=["Neoadjuvant FOLFIRINOX x 6 cycles then restage", "Vaccinations pre-splenectomy (pneumococcal, MenACWY, Hib)"],
        histo=("Distal pancreatectomy and spleen", "Poorly differentiated ductal adenocarcinoma, ypT3 ypN2 (5/22), CAP regression grade 2, R0."),
        jaundice=False),
    "ipmn": dict(
        name="branch-duct IPMN",
        hx=["incidental cystic lesion on CT KUB", "no pancreatitis, no jaundice"],
        img=["24 mm multilocular cyst in the uncinate process communicating with the MPD.",
             "MPD 4 mm. No enhancing mural nodule (no high-risk stigmata, Fukuoka 2017).",
             "Cyst grown from 17 mm over 2 years (worrisome feature)."],
        op="EUS with FNA for CEA and cytology",
        plan=["EUS-FNA of cyst; fluid CEA and cytology", "Surveillance MRI in 6 months per European evidence-based guidelines (2018)"],
        histo=("EUS-FNA pancreatic cyst fluid", "Mucinous epithelium with low-grade dysplasia; fluid CEA 612 ng/mL. Consistent with IPMN."),
        jaundice=False),
    "chronic_pancreatitis": dict(
        name="chronic calcific pancreatitis",
        hx=["alcohol-related, abstinent 18 months", "steatorrhoea (Bristol type 6-7) and weight loss",
            "faecal elastase 38 ug/g", "type 3c diabetes on insulin"],
        img=["Atrophic pancreas with coarse parenchymal calcification.",
             "MPD dilated to 9 mm with an obstructing 11 mm stone at the genu (Cambridge grade 4)."],
        op="Frey procedure (lateral pancreaticojejunostomy with head coring)",
        plan=["Optimise Creon (pancrelipase) dosing", "Consider ESWL + ERCP vs Frey procedure",
              "Refer to pain team; avoid escalating opioids"],
        histo=("Pancreatic head coring (Frey)", "Chronic pancreatitis with fibrosis, acinar atrophy and intraductal calculi. No PanIN-3."),
        jaundice=False),
    "necrotising": dict(
        name="acute necrotising pancreatitis with walled-off necrosis",
        hx=["admitted ITU for 9 days with respiratory failure", "infected necrosis suspected day 21 (gas on CT)",
            "enteral feeding via NJ tube"],
        img=["14 x 11 cm encapsulated collection in the lesser sac with gas locules (WON).",
             "Splenic vein thrombosis with perigastric collaterals. No pseudoaneurysm."],
        op="EUS-guided cystgastrostomy with LAMS then direct endoscopic necrosectomy",
        plan=["Step-up approach (PANTER)", "Continue meropenem pending cultures", "IR drain if not accessible endoscopically"],
        histo=("Necrotic debris", "Necrotic adipose and pancreatic tissue with acute inflammation. No malignancy."),
        jaundice=False),
    "crlm": dict(
        name="colorectal liver metastases",
        hx=["sigmoid adenocarcinoma resected (pT3 N1 M0), now metachronous liver disease",
            "CEA 18.4 ug/L", "KRAS wild type, BRAF wild type, MSS"],
        img=["Three metastases: segment VI (32 mm), segment VII (18 mm), segment IVb (9 mm).",
             "Future liver remnant estimated 38% on volumetry. Hepatic and portal veins patent.",
             "No extrahepatic disease on PET-CT."],
        op="laparoscopic right posterior sectionectomy and segment IVb wedge resection",
        plan=["Peri-operative FOLFOX (EORTC 40983 approach)", "Resection after 3 cycles if responding",
              "Intra-operative ultrasound to assess the IVb lesion"],
        histo=("Liver, segments VI/VII", "Metastatic adenocarcinoma consistent with colorectal primary (CK20+, CDX2+, CK7-). Margin 4 mm. TRG 3."),
        jaundice=False),
    "hcc": dict(
        name="hepatocellular carcinoma on a background of NASH cirrhosis",
        hx=["Child-Pugh A5, MELD 8", "AFP 412 kU/L", "platelets 142, no varices on OGD"],
        img=["46 mm arterially enhancing lesion in segment VIII with portal venous washout (LI-RADS 5).",
             "Nodular liver contour; spleen 13.5 cm. Patent portal vein. BCLC stage A.",
             "Milan criteria met."],
        op="open segment VIII resection with Pringle manoeuvre",
        plan=["Resection vs microwave ablation discussed", "Indocyanine green retention (ICG-R15) test",
              "Refer to transplant unit if not resectable"],
        histo=("Liver segment VIII", "Moderately differentiated HCC (Edmondson-Steiner grade II), no microvascular invasion, R0. Background steatohepatitis, Kleiner fibrosis stage 4."),
        jaundice=False),
    "hilar_chca": dict(
        name="perihilar cholangiocarcinoma (Klatskin tumour)",
        hx=["painless jaundice, pruritus", "CA 19-9 286 kU/L", "IgG4 normal (to exclude IgG4-related sclerosing cholangitis)"],
        img=["Hilar stricture involving the confluence and left hepatic duct (Bismuth-Corlette IIIb).",
             "Left portal vein encased; right hepatic artery clear. Left lobe atrophy."],
        op="extended left hepatectomy with caudate lobectomy and Roux-en-Y hepaticojejunostomy",
        plan=["PTBD of the future liver remnant (right system)", "Portal vein embolisation if FLR < 40%",
              "Brushings for cytology and FISH"],
        histo=("Left liver, caudate and bile duct", "Moderately differentiated cholangiocarcinoma, pT2b pN1 (1/9), perineural invasion present, R0."),
        jaundice=True),
    "bile_leak": dict(
        name="bile leak after laparoscopic cholecystectomy (cystic duct stump, Strasberg A)",
        hx=["lap chole 5 days earlier at another unit", "RUQ pain, fever, bilious drain output 450 mL/day"],
        img=["Subhepatic collection 7 cm with a drain in situ.", "HIDA shows leak from the cystic duct stump."],
        op="ERCP, biliary sphincterotomy and 10 Fr x 7 cm plastic stent",
        plan=["ERCP and stent", "Remove stent in 6 weeks", "Keep drain on free drainage"],
        histo=("Gallbladder (from referring unit)", "Acute gangrenous cholecystitis. No malignancy."),
        jaundice=False),
    "mirizzi": dict(
        name="Mirizzi syndrome (Csendes type II)",
        hx=["recurrent biliary colic and jaundice", "bilirubin 64, ALT 188"],
        img=["Large 28 mm stone impacted in the Hartmann's pouch compressing the CHD.",
             "Cholecystobiliary fistula suspected. CBD above the stone 10 mm."],
        op="subtotal fenestrating cholecystectomy",
        plan=["Pre-operative ERCP with stent across the CHD", "Open conversion likely; consent for subtotal cholecystectomy"],
        histo=("Gallbladder (subtotal)", "Chronic xanthogranulomatous cholecystitis. No dysplasia."),
        jaundice=True),
    "gb_cancer": dict(
        name="incidental gallbladder carcinoma (T1b) after cholecystectomy",
        hx=["histology after routine lap chole showed adenocarcinoma", "CEA and CA 19-9 normal"],
        img=["No residual mass in the gallbladder fossa. No lymphadenopathy.", "Liver segments IVb/V unremarkable."],
        op="segment IVb/V resection with portal lymphadenectomy",
        plan=["Radical re-resection (segment IVb/V + lymphadenectomy)", "Port sites not routinely excised"],
        histo=("Liver IVb/V and hepatoduodenal nodes", "No residual carcinoma. 0/7 lymph nodes involved."),
        jaundice=False),
    "pnet": dict(
        name="non-functioning pancreatic neuroendocrine tumour (G1)",
        hx=["incidental on CT for renal colic", "Chromogranin A mildly raised", "Ga-68 DOTATATE PET avid"],
        img=["19 mm hyperenhancing lesion in the pancreatic tail; no other avid disease.",
             "No dilatation of the MPD."],
        op="laparoscopic spleen-preserving distal pancreatectomy (Warshaw technique)",
        plan=["Surveillance vs resection discussed (ENETS 2023)", "Resection favoured given size > 2 cm trajectory"],
        histo=("Pancreatic tail", "Well-differentiated NET, WHO grade 1 (Ki-67 1.5%), pT1 pN0, R0."),
        jaundice=False),
}
DX_KEYS = sorted(DX)

COMORB = ["T2DM on metformin", "hypertension", "AF on apixaban", "COPD (GOLD 2)", "IHD, previous PCI",
          "CKD stage 3a", "obesity (BMI 36)", "hypothyroidism", "previous DVT", "OSA on CPAP",
          "rheumatoid arthritis on methotrexate", "Crohn's disease", "Gilbert's syndrome",
          "asthma", "depression", "osteoarthritis", "gout", "previous TIA", "psoriasis",
          "Barrett's oesophagus", "hiatus hernia", "Parkinson's disease", "AAA under surveillance"]

MEDS = ["Creon 25000 two with meals", "omeprazole 20 mg OD", "lansoprazole 30 mg OD",
        "metformin 500 mg BD", "apixaban 5 mg BD", "ramipril 5 mg OD", "amlodipine 5 mg OD",
        "atorvastatin 40 mg ON", "bisoprolol 2.5 mg OD", "levothyroxine 75 mcg OD",
        "paracetamol 1 g QDS PRN", "oxycodone MR 10 mg BD", "Oramorph 5 mg PRN",
        "ursodeoxycholic acid 300 mg BD", "colestyramine 4 g OD", "cholecalciferol 800 units OD",
        "insulin glargine (Lantus) 14 units ON", "NovoRapid sliding scale", "tinzaparin 4,500 units SC OD",
        "enoxaparin 40 mg SC OD", "ondansetron 4 mg TDS PRN", "Buscopan 20 mg PRN",
        "metoclopramide 10 mg TDS", "lactulose 15 mL BD", "Fortisip Compact two daily",
        "Pancrease HL one with snacks", "Nutrizym 22 two with meals", "gabapentin 300 mg TDS",
        "sertraline 50 mg OD", "salbutamol inhaler PRN", "Symbicort 200/6 two puffs BD"]

ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "iodinated contrast (urticaria)",
             "latex", "morphine (hallucinations)", "trimethoprim", "chlorhexidine (anaphylaxis)",
             "NKDA", "NKDA", "tramadol (confusion)"]

NEG_EXAM = [
    "Murphy's sign negative.", "Murphy's sign positive.", "Courvoisier's sign: palpable non-tender gallbladder.",
    "Grey Turner's and Cullen's signs absent.", "Charcot's triad not met; no features of Reynolds' pentad.",
    "Kehr's sign absent.", "Boas' sign absent.", "Gilbert's syndrome noted in PMH.", "No stigmata of chronic liver disease.",
    "Caput medusae absent.", "No Virchow's node palpable.", "Sister Mary Joseph nodule absent.", "Trousseau's sign negative.",
    "Bristol stool chart type 6 reported.", "ECOG performance status 1.", "Rockwood Clinical Frailty Scale 4.",
]
NEG_OP = [
    "Kocher manoeuvre performed.", "Calot's triangle dissected to achieve the critical view of safety (Strasberg).",
    "Cattell-Braasch manoeuvre to mobilise the right colon.", "Pringle manoeuvre 3 x 15 min.",
    "Ampulla of Vater palpably normal.", "Couinaud segments labelled as per Brisbane 2000 terminology.",
    "Cantlie's line marked on the liver surface.", "Foley catheter and Robinson drain in situ.",
    "Blake drain 19 Fr to the pancreatic anastomosis.", "Hartmann's pouch impacted stone.",
    "No features of Budd-Chiari syndrome.", "Roux-en-Y loop 60 cm.", "Blumgart pancreaticojejunostomy planned.",
    "Glisson's capsule intact.", "Arantius ligament divided.", "No Morison's pouch collection.",
]
NEG_DOC = [
    "Child-Pugh A, MELD-Na 9.", "Clavien-Dindo grade II complication.", "ISGPS grade B POPF criteria not met.",
    "AJCC 8th edition staging applied.", "WHO 2019 classification of digestive tumours.",
    "Revised Atlanta classification (2012) used.", "Tokyo Guidelines 2018 (TG18) severity grade I.",
    "Fukuoka 2017 and Kyoto 2023 consensus criteria reviewed.", "Milan criteria satisfied.",
    "BCLC A (Barcelona Clinic Liver Cancer staging).", "ESPAC-4 regimen (gemcitabine + capecitabine) discussed.",
    "ASA III.", "Glasgow-Imrie score 1.", "Ranson criteria 2.",
    "Bedside Index for Severity in Acute Pancreatitis (BISAP) 1.", "APACHE II 7.",
    "NICE NG104 (2018) guidance on pancreatic cancer followed.", "Caroli disease excluded.",
    "Oddi sphincter manometry not performed.", "Paris classification not applicable.", "Lugano staging not applicable.",
    "Zollinger-Ellison syndrome excluded (gastrin normal).", "Fitz-Hugh-Curtis syndrome considered and excluded.",
    "Whipple triad not relevant (no hypoglycaemia).", "Vienna classification not applicable.",
]
NEG_SENTENCES = NEG_EXAM + NEG_OP + NEG_DOC

UNITS_LINES = [
    "Amylase {a} U/L, lipase {l} U/L", "Bili {b} umol/L, ALP {p} U/L, ALT {t} U/L, GGT {g} U/L",
]

DEPARTMENTS = ["Hepatobiliary Surgery", "HPB Surgery", "Gastroenterology", "Interventional Radiology",
               "Endoscopy", "Anaesthesia", "Medical Oncology", "Histopathology", "Dietetics",
               "Critical Care", "Acute Surgical Unit", "Diabetes team", "Palliative Care",
               "Pain team", "Microbiology", "Upper GI Surgery", "Clinical Nutrition", "Pharmacy"]


def labs(rng, jaundice, acute=False):
    """List of (test, value, unit, flag)."""
    b = rng.randrange(60, 260) if jaundice else rng.randrange(5, 22)
    rows = [("Hb", str(rng.randrange(92, 156)), "g/L"), ("WCC", "%.1f" % rng.uniform(4.0, 19.5 if acute else 11.0), "x10^9/L"),
            ("Plt", str(rng.randrange(110, 480)), "x10^9/L"), ("Na", str(rng.randrange(131, 145)), "mmol/L"),
            ("K", "%.1f" % rng.uniform(3.2, 5.3), "mmol/L"), ("Urea", "%.1f" % rng.uniform(2.5, 14.0), "mmol/L"),
            ("Creat", str(rng.randrange(48, 160)), "umol/L"), ("Bili", str(b), "umol/L"),
            ("ALP", str(rng.randrange(70, 900) if jaundice else rng.randrange(50, 160)), "U/L"),
            ("ALT", str(rng.randrange(12, 420)), "U/L"), ("GGT", str(rng.randrange(20, 900)), "U/L"),
            ("Alb", str(rng.randrange(24, 45)), "g/L"), ("CRP", str(rng.randrange(2, 330 if acute else 40)), "mg/L"),
            ("INR", "%.1f" % rng.uniform(0.9, 1.6), ""), ("Amylase", str(rng.randrange(30, 3200 if acute else 120)), "U/L")]
    if rng.random() < 0.5:
        rows.append(("Lipase", str(rng.randrange(20, 4000 if acute else 90)), "U/L"))
    if rng.random() < 0.4:
        rows.append(("CA 19-9", str(rng.randrange(5, 1500)), "kU/L"))
    if rng.random() < 0.3:
        rows.append(("HbA1c", str(rng.randrange(36, 88)), "mmol/mol"))
    if rng.random() < 0.3:
        rows.append(("Lactate", "%.1f" % rng.uniform(0.6, 4.5), "mmol/L"))
    return rows


def pick(rng, seq, k):
    seq = list(seq)
    rng.shuffle(seq)
    return seq[:k]


def negs(rng, k=2, kind=None):
    pool = {"exam": NEG_EXAM, "op": NEG_OP, "doc": NEG_DOC}.get(kind, NEG_SENTENCES)
    return pick(rng, pool, k)
