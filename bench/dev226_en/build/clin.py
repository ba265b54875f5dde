"""Clinical (non-PHI) content for dev226_en: scenarios, vitals, labs, medications, findings."""

PEN_GSW = [
    (["through-and-through GSW to abdomen", "small bowel perforations x4", "sigmoid colon injury"],
     "entry wound L upper quadrant, exit L flank", "abdomen"),
    (["GSW R upper quadrant", "grade III liver laceration", "R hemothorax"],
     "single wound R anterior costal margin, no exit", "thoracoabdominal"),
    (["GSW L buttock", "rectal injury (extraperitoneal)", "L iliac wing fracture"],
     "wound L buttock, retained projectile on pelvic XR", "pelvis"),
    (["GSW x3 to abdomen and L thigh", "gastric perforation (anterior + posterior wall)", "splenic hilar injury",
      "L femoral shaft fracture"], "3 wounds - epigastrium, L flank, L anterior thigh", "abdomen"),
    (["GSW R chest", "R hemopneumothorax", "diaphragm laceration", "liver grade II"],
     "entry R 6th ICS mid-axillary line", "thoracoabdominal"),
    (["GSW abdomen", "transverse colon injury", "mesenteric hematoma", "duodenal injury D2"],
     "periumbilical entry wound, exit R back", "abdomen"),
]
PEN_SW = [
    (["SW L upper quadrant", "splenic laceration grade III", "L diaphragm injury"],
     "2 cm stab wound L costal margin", "thoracoabdominal"),
    (["SW epigastrium", "gastric perforation", "L lobe liver laceration grade II"],
     "3 cm wound epigastrium with omental evisceration", "abdomen"),
    (["multiple stab wounds back and chest", "L haemopneumothorax", "superficial back lacerations x5"],
     "6 stab wounds - L chest x1, back x5", "chest"),
    (["SW R flank", "R kidney laceration grade III", "ascending colon injury"],
     "single 2.5 cm wound R flank", "abdomen"),
    (["SW L neck zone II", "no vascular injury on CTA", "platysma breached"],
     "1.5 cm wound L neck anterior to SCM", "neck"),
    (["SW anterior abdomen with evisceration", "small bowel enterotomies x2", "mesenteric bleeder"],
     "small bowel eviscerated through 4 cm wound LIF", "abdomen"),
    (["SW L chest (cardiac box)", "haemopericardium", "RV laceration 1 cm"],
     "1 cm wound L parasternal 4th ICS", "chest"),
]
BLUNT = [
    ("MVC", ["splenic laceration grade IV", "L rib fractures 8-11", "L pulmonary contusion"],
     "restrained driver, T-boned on driver side at approx 45 mph, prolonged extrication"),
    ("MVC", ["liver laceration grade III", "R femur shaft fracture", "sternal fracture"],
     "unrestrained front passenger, head-on collision, airbag deployed"),
    ("PVA", ["pelvic ring fracture (APC II)", "bladder rupture (extraperitoneal)", "R tibial plateau fracture",
             "scalp laceration"], "pedestrian struck by minibus taxi at speed, thrown ~5 m"),
    ("PVA", ["traumatic brain injury - L acute SDH 6 mm", "L clavicle fracture", "abrasions"],
     "pedestrian knocked down by bakkie while crossing highway at night"),
    ("MCC", ["mesenteric tear with bowel ischaemia", "L distal radius fracture", "L pneumothorax"],
     "motorcycle rider vs car, helmeted, found 10 m from bike"),
    ("Fall", ["L1 burst fracture", "R calcaneal fracture", "renal contusion"],
     "fall from approx 4 m scaffolding, landed on feet"),
    ("Fall", ["R acetabular fracture", "R hip dislocation", "small SAH"],
     "ground level fall at home on anticoagulation"),
    ("Assault", ["facial fractures (L zygoma, orbital floor)", "small bowel perforation", "rib fractures"],
     "assaulted with fists and kicked in abdomen, unknown assailants"),
    ("Assault", ["multiple soft tissue injuries back and limbs", "rhabdomyolysis", "AKI",
                 "L ulnar shaft fracture (nightstick)"], "community assault - beaten with sjamboks and sticks"),
    ("MVC", ["Chance fracture L2", "jejunal perforation", "seatbelt sign"],
     "restrained rear passenger, lap belt only, high-speed rollover"),
]
EGS = [
    ("perforated duodenal ulcer", "sudden severe epigastric pain 10 hrs, board-like abdomen",
     "free air under diaphragm", "Graham omental patch repair of perforated DU"),
    ("perforated appendicitis with pelvic abscess", "RIF pain 4 days, fever, vomiting",
     "appendicolith with periappendiceal collection", "appendicectomy, washout and drain"),
    ("adhesive small bowel obstruction", "colicky pain, bilious vomiting, obstipation 3 days, prev laparotomy",
     "dilated SB loops with transition point in RLQ", "adhesiolysis and small bowel resection"),
    ("sigmoid volvulus", "abdominal distension 5 days, no flatus", "coffee-bean sign, sigmoid volvulus",
     "sigmoid colectomy with end colostomy (Hartmann's procedure)"),
    ("incarcerated inguinal hernia with strangulated small bowel", "painful irreducible groin lump 24 hrs",
     "incarcerated R inguinal hernia containing SB", "hernia reduction, SB resection, tissue repair"),
    ("acute mesenteric ischaemia", "pain out of proportion, AF, lactate 6.1",
     "SMA occlusion with pneumatosis", "resection of 140 cm ischaemic small bowel, laparostomy"),
    ("perforated sigmoid diverticulitis (Hinchey III)", "LLQ pain 3 days, peritonitis",
     "free fluid and extraluminal gas near sigmoid", "Hartmann's procedure"),
    ("necrotising pancreatitis with infected necrosis", "epigastric pain radiating to back, sepsis",
     "walled-off necrosis with gas", "transgastric necrosectomy"),
    ("perforated gastric malignancy", "weight loss, acute peritonitis", "pneumoperitoneum, thickened antrum",
     "patch repair and biopsies"),
]

FINDINGS_POOL = ["1.5 L haemoperitoneum", "enteric contamination of all four quadrants",
                 "grade III liver laceration segment VI, actively bleeding", "2 full-thickness SB injuries 40 cm from DJ flexure",
                 "non-expanding zone 1 haematoma", "expanding zone 2 haematoma L, kidney explored",
                 "sigmoid colon serosal tear, no full-thickness injury", "mesenteric bleeders ligated",
                 "diaphragm laceration 4 cm L, repaired with 0 Prolene", "no retroperitoneal haematoma",
                 "stomach through-and-through injury anterior/posterior", "Kocher manoeuvre - duodenum intact",
                 "Cattell-Braasch manoeuvre performed", "pancreas intact on inspection of lesser sac",
                 "bile-stained fluid in Morison's pouch", "faecal peritonitis", "approx 800 mL clot evacuated"]

IMAGING_NEG = {
    "head": ["No intracranial haemorrhage. No acute fracture of the cervical spine.",
             "Brain parenchyma normal for age. C-spine alignment maintained, no fracture.",
             "No extra-axial collection. Craniocervical junction normal."],
    "chest": ["No pneumothorax. Mediastinum not widened.", "Thoracic aorta normal in calibre. Small bilateral dependent atelectasis.",
              "Lungs clear. No pleural or pericardial effusion.", "No rib fractures identified. Heart size normal."],
    "abdomen": ["Solid organs unremarkable. No free fluid.", "No free intraperitoneal air. Bladder intact.",
                "Pancreas enhances normally. Bowel gas pattern normal.", "Liver, spleen and kidneys intact."],
    "msk": ["No acute fracture.", "Pelvic ring intact. Thoracolumbar spine alignment normal.",
            "Degenerative changes lumbar spine, no acute injury."],
}

EGS_KEY_FINDING = {
    "perforated duodenal ulcer": "8 mm perforation anterior wall D1, fibrinous exudate",
    "perforated appendicitis with pelvic abscess": "gangrenous appendix perforated at base, 60 mL pus in pelvis",
    "adhesive small bowel obstruction": "single band adhesion at RIF, 30 cm dusky ileum not recovering with warm packs",
    "sigmoid volvulus": "360-degree twist of redundant sigmoid loop, gangrenous patch at apex",
    "incarcerated inguinal hernia with strangulated small bowel": "15 cm non-viable ileum within R indirect sac",
    "acute mesenteric ischaemia": "patchy transmural necrosis from mid jejunum to terminal ileum",
    "perforated sigmoid diverticulitis (Hinchey III)": "purulent peritonitis, sigmoid phlegmon with sealed perforation",
    "necrotising pancreatitis with infected necrosis": "infected necrotic collection in lesser sac, 400 mL debris",
    "perforated gastric malignancy": "2 cm perforation in thickened antrum, omental deposits",
}
EGS_FIND_POOL = ["1 L turbid fluid, sent for MC&S", "generalised purulent peritonitis", "fibrinous exudate over small bowel loops",
                 "no further pathology on full laparotomy", "omentum wrapped around inflammatory mass",
                 "dilated proximal small bowel to 5 cm", "liver looked normal", "appendix normal"]


def proc_for(r, inj, region):
    j = " ".join(inj).lower()
    if region == "neck":
        return "neck exploration, platysma closure" if r.random() < 0.5 else "non-operative management"
    if "rv laceration" in j:
        return "median sternotomy, pericardiotomy, repair of RV laceration (pledgeted 3-0 Prolene)"
    if region == "chest":
        return "L intercostal drain (ICC) 28Fr" if r.random() < 0.7 else "non-operative management"
    parts = ["laparotomy"]
    if "liver" in j:
        parts.append(r.choice(["Pringle manoeuvre, hepatorrhaphy, drains", "perihepatic packing, temporary abdominal closure (ABThera)"]))
        if "packing" in parts[-1]:
            parts[0] = "damage control laparotomy"
    if "splen" in j:
        parts.append("splenectomy")
    if "gastric" in j:
        parts.append("primary repair of gastric perforation (2 layers)")
    if "duodenal" in j:
        parts.append("duodenal repair with pyloric exclusion and gastrojejunostomy")
    if "small bowel" in j and "small bowel perforation" not in j:
        parts.append(r.choice(["small bowel resection with primary anastomosis", "primary repair of enterotomies x2"]))
    if "sigmoid" in j or "transverse colon" in j:
        parts.append(r.choice(["segmental colectomy, colon left in discontinuity, Bogota bag",
                               "sigmoid resection with end colostomy (Hartmann's procedure)", "primary colonic repair"]))
    if "ascending colon" in j:
        parts.append("R hemicolectomy, stapled ileocolic anastomosis")
    if "kidney" in j:
        parts.append(r.choice(["renorrhaphy", "R nephrectomy"]))
    if "diaphragm" in j:
        parts.append("repair of diaphragm")
    if "rectal" in j:
        parts.append("diverting loop sigmoid colostomy")
    if "mesenteric" in j:
        parts.append("ligation of mesenteric bleeders")
    if "jejunal" in j or "bowel ischaemia" in j or "small bowel perforation" in j:
        parts.append("resection of devitalised/perforated small bowel, primary anastomosis")
    if "pelvic ring" in j:
        parts[0] = "damage control laparotomy"
        parts.append("preperitoneal pelvic packing")
    if "bladder" in j:
        parts.append("repair of bladder rupture, suprapubic + urethral catheter")
    if len(parts) == 1:
        parts.append("no therapeutic intervention required")
    return ", ".join(parts)


def scenario(r, country, want=None, age=40):
    """Draw a clinical scenario; want restricts it ('trauma', 'violent', 'forensic', 'operative')."""
    while True:
        s = _scenario(r, country)
        if "ground level fall" in s["mech_long"] and age < 60:
            continue
        if s["kind"] == "egs" and age < 45 and any(k in s["dx"] for k in ("malignancy", "ischaemia", "diverticulitis", "volvulus")):
            continue
        if age >= 70 and s["kind"] == "pen" and r.random() < 0.7:
            continue
        if want == "trauma" and s["kind"] == "egs":
            continue
        if want == "violent" and not (s["kind"] == "pen" or s["mech"] == "Assault"):
            continue
        if want == "forensic" and not (s["kind"] == "pen" or s["mech"] in ("Assault", "PVA")):
            continue
        if want == "operative" and (s["proc"] == "non-operative management" or not s["proc"].lower().startswith(
                ("laparotomy", "damage", "exploratory")) and s["kind"] != "egs"):
            continue
        return s


def _scenario(r, country):
    us = country == "US"
    x = r.random()
    s = {}
    if x < 0.42:
        s["kind"] = "pen"
        gsw = r.random() < (0.7 if us else 0.35)
        inj, wound, region = r.choice(PEN_GSW if gsw else PEN_SW)
        s["mech"] = ("GSW" if gsw else "SW")
        s["mech_long"] = ("gunshot wound" if gsw else "stab wound") + " - " + wound
        s["injuries"] = list(inj)
        s["region"] = region
        s["proc"] = proc_for(r, s["injuries"], region)
    elif x < 0.78:
        s["kind"] = "blunt"
        m, inj, desc = r.choice(BLUNT)
        if us and "taxi" in desc:
            desc = desc.replace("minibus taxi", "pickup truck")
        if us and "bakkie" in desc:
            desc = desc.replace("bakkie", "SUV")
        if us and "sjambok" in desc:
            m, inj, desc = BLUNT[7]
        s["mech"] = m
        s["mech_long"] = desc
        s["injuries"] = list(inj)
        s["region"] = "multi"
        j = " ".join(inj).lower()
        if ("splen" in j or "liver" in j) and r.random() < 0.5:
            s["proc"] = "non-operative management"
        else:
            p = proc_for(r, inj, "multi")
            s["proc"] = "non-operative management" if p.endswith("no therapeutic intervention required") else p
    else:
        s["kind"] = "egs"
        dx, hx, ct, proc = r.choice(EGS)
        if not us and "diverticulitis" in dx and r.random() < 0.5:
            dx, hx, ct, proc = EGS[3]
        s["mech"] = "EGS"
        s["mech_long"] = hx
        s["injuries"] = [dx]
        s["dx"] = dx
        s["ct"] = ct
        s["proc"] = proc
        s["region"] = "abdomen"
    s["unstable"] = r.random() < (0.45 if s["kind"] != "egs" else 0.15)
    s["died"] = r.random() < 0.12
    s["los"] = r.randint(3, 24)
    s["pod"] = r.randint(1, 6)
    s["ebl"] = r.choice([150, 300, 450, 600, 900, 1200, 1800, 2500, 3200] if s["kind"] != "egs" else [30, 50, 100, 150, 250, 400])
    s["prbc"] = 0 if not s["unstable"] or s["kind"] == "egs" else r.randint(2, 12)
    if s["kind"] == "egs":
        s["findings"] = [EGS_KEY_FINDING[s["dx"]]] + r.sample(EGS_FIND_POOL, r.randint(1, 3))
    else:
        s["findings"] = r.sample(FINDINGS_POOL, r.randint(3, 6))
    s["gcs"] = r.choice([15, 15, 15, 14, 14, 13, 11, 9, 7, 3]) if s["kind"] != "egs" else 15
    s["iss"] = r.choice([9, 13, 16, 17, 22, 25, 26, 29, 34, 41, 50]) if s["kind"] != "egs" else None
    return s


def vitals(r, unstable, country, style=None):
    hr = r.randint(112, 148) if unstable else r.randint(68, 108)
    sbp = r.randint(62, 94) if unstable else r.randint(104, 158)
    dbp = int(sbp * r.uniform(0.5, 0.68))
    rr = r.randint(22, 34) if unstable else r.randint(14, 22)
    sat = r.randint(86, 95) if unstable else r.randint(95, 100)
    t = r.choice(["35.4", "35.9", "36.2", "36.6", "36.8", "37.1", "37.9", "38.4", "38.9"])
    st = style if style is not None else r.randrange(3)
    if st == 0:
        return "HR %d, BP %d/%d, RR %d, SpO2 %d%% %s, T %s" % (hr, sbp, dbp, rr, sat,
                                                            r.choice(["RA", "on NRB", "on 15L NRBM", "RA"]), t)
    if st == 1:
        return "P %d  BP %d/%d  R %d  Sats %d%%  Temp %s C" % (hr, sbp, dbp, rr, sat, t)
    return "Pulse %d bpm | BP %d/%d mmHg | RR %d/min | SaO2 %d%% | T %s" % (hr, sbp, dbp, rr, sat, t)


def gcs_str(r, g):
    if g == 15:
        return "GCS 15 (E4V5M6)"
    if g == 3:
        return "GCS 3/15 (E1VtM1)" if r.random() < 0.5 else "GCS 3T"
    e = min(4, max(1, g // 4))
    m = min(6, max(1, g - e - 2))
    v = g - e - m
    return "GCS %d/15 (E%dV%dM%d)" % (g, e, v, m)


def labs(r, country, sick, compact=False):
    """Return a list of (name, value, unit) for a standard ward panel."""
    us = country == "US"
    hb = round(r.uniform(6.4, 9.8) if sick else r.uniform(10.2, 14.8), 1)
    out = []
    if us:
        out += [("WBC", "%.1f" % r.uniform(4.2, 24.8), "K/uL"), ("Hgb", "%.1f" % hb, "g/dL"),
                ("Hct", "%.0f" % (hb * 3), "%"), ("Plt", "%d" % r.randint(62, 420), "K/uL"),
                ("Na", "%d" % r.randint(129, 146), "mEq/L"), ("K", "%.1f" % r.uniform(3.0, 5.8), "mEq/L"),
                ("Cl", "%d" % r.randint(96, 112), "mEq/L"), ("HCO3", "%d" % r.randint(14, 28), "mEq/L"),
                ("BUN", "%d" % r.randint(6, 48), "mg/dL"), ("Cr", "%.2f" % r.uniform(0.6, 3.4), "mg/dL"),
                ("Glu", "%d" % r.randint(82, 260), "mg/dL")]
        if not compact:
            out += [("Mg", "%.1f" % r.uniform(1.4, 2.6), "mg/dL"), ("Phos", "%.1f" % r.uniform(1.8, 4.9), "mg/dL"),
                    ("Lactate", "%.1f" % r.uniform(0.8, 7.4), "mmol/L"), ("INR", "%.1f" % r.uniform(0.9, 2.2), ""),
                    ("Fibrinogen", "%d" % r.randint(110, 480), "mg/dL"), ("Lipase", "%d" % r.randint(12, 900), "U/L"),
                    ("AST", "%d" % r.randint(14, 480), "U/L"), ("ALT", "%d" % r.randint(10, 390), "U/L"),
                    ("T bili", "%.1f" % r.uniform(0.2, 3.1), "mg/dL"), ("CK", "%d" % r.randint(90, 38000), "U/L")]
    else:
        out += [("Hb", "%.1f" % hb, "g/dL"), ("WCC", "%.1f" % r.uniform(4.2, 24.8), "x10^9/L"),
                ("Plt", "%d" % r.randint(62, 420), "x10^9/L"), ("Na", "%d" % r.randint(129, 146), "mmol/L"),
                ("K", "%.1f" % r.uniform(3.0, 5.8), "mmol/L"), ("Cl", "%d" % r.randint(96, 112), "mmol/L"),
                ("Urea", "%.1f" % r.uniform(2.1, 24.0), "mmol/L"), ("Creat", "%d" % r.randint(54, 390), "umol/L"),
                ("CRP", "%d" % r.randint(3, 390), "mg/L")]
        if not compact:
            out += [("Mg", "%.2f" % r.uniform(0.55, 1.1), "mmol/L"), ("PO4", "%.2f" % r.uniform(0.5, 1.6), "mmol/L"),
                    ("Ca (corr)", "%.2f" % r.uniform(1.9, 2.6), "mmol/L"), ("Alb", "%d" % r.randint(18, 44), "g/L"),
                    ("Lactate", "%.1f" % r.uniform(0.8, 7.4), "mmol/L"), ("INR", "%.2f" % r.uniform(0.9, 2.2), ""),
                    ("Amylase", "%d" % r.randint(30, 1400), "U/L"), ("ALT", "%d" % r.randint(10, 390), "U/L"),
                    ("GGT", "%d" % r.randint(12, 300), "U/L"), ("CK", "%d" % r.randint(90, 38000), "U/L")]
    return out


def labs_str(r, country, sick, style=None):
    L = labs(r, country, sick, compact=r.random() < 0.4)
    st = style if style is not None else r.randrange(4)
    if st == 0:
        return "\n".join("  %-11s %6s %s" % (n, v, u) for n, v, u in L)
    if st == 1:
        return ", ".join("%s %s" % (n, v) for n, v, _ in L)
    if st == 2:
        # fishbone-ish shorthand
        d = dict((n, v) for n, v, _ in L)
        if country == "US":
            return ("%s > %s/%s < %s\n%s | %s | %s\n%s | %s | %s < %s" % (
                d["WBC"], d["Hgb"], d["Hct"], d["Plt"], d["Na"], d["Cl"], d["BUN"], d["K"], d["HCO3"], d["Cr"],
                d["Glu"]))
        return "FBC: Hb %s WCC %s Plt %s\nU&E: Na %s K %s Urea %s Creat %s\nCRP %s" % (
            d["Hb"], d["WCC"], d["Plt"], d["Na"], d["K"], d["Urea"], d["Creat"], d["CRP"])
    return " / ".join("%s: %s%s" % (n, v, (" " + u) if u else "") for n, v, u in L)


def abg(r, sick):
    ph = r.uniform(7.08, 7.29) if sick else r.uniform(7.33, 7.46)
    return "ABG: pH %.2f, pCO2 %.1f kPa, pO2 %.1f kPa, HCO3 %d, BE %+.1f, lactate %.1f" % (
        ph, r.uniform(3.8, 6.4), r.uniform(8.0, 28.0), r.randint(12, 26), r.uniform(-14, 1.5), r.uniform(0.9, 8.2))


MEDS_US = ["acetaminophen 1 g PO q6h", "oxycodone 5-10 mg PO q4h PRN pain", "hydromorphone 0.5 mg IV q3h PRN",
           "enoxaparin 30 mg SC q12h", "heparin 5,000 units SC q8h", "pantoprazole 40 mg IV daily",
           "piperacillin-tazobactam 4.5 g IV q8h", "cefazolin 2 g IV q8h x 24h", "ketorolac 15 mg IV q6h x 48h",
           "docusate 100 mg PO BID", "senna 8.6 mg PO qHS", "ondansetron 4 mg IV q6h PRN",
           "gabapentin 300 mg PO TID", "methocarbamol 750 mg PO QID", "lidocaine 5% patch, 12h on/12h off",
           "metoprolol 25 mg PO BID", "insulin lispro sliding scale AC/HS", "levetiracetam 500 mg IV BID x 7 days",
           "Tdap 0.5 mL IM once", "famotidine 20 mg PO BID", "polyethylene glycol 17 g PO daily"]
MEDS_ZA = ["paracetamol 1 g PO 6hrly", "tramadol 50-100 mg PO 8hrly PRN", "morphine 2.5 mg IV 4hrly PRN",
           "enoxaparin 40 mg SC daily", "omeprazole 40 mg IV daily", "co-amoxiclav 1.2 g IV 8hrly",
           "ceftriaxone 1 g IV daily", "metronidazole 500 mg IV 8hrly", "ibuprofen 400 mg PO 8hrly with meals",
           "metoclopramide 10 mg IV 8hrly PRN", "lactulose 15 mL PO bd", "Tetanus toxoid 0.5 mL IM stat",
           "amlodipine 5 mg PO daily", "TDF/3TC/DTG 1 tab PO nocte", "cotrimoxazole 960 mg PO daily",
           "Ringer's lactate 125 mL/h IVI", "Maintelyte 1 L 8hrly", "pethidine 50 mg IM 4hrly PRN",
           "sodium valproate 500 mg PO bd", "Actrapid sliding scale", "thiamine 100 mg PO daily"]


def meds(r, country, n=None):
    pool = MEDS_US if country == "US" else MEDS_ZA
    return r.sample(pool, n or r.randint(4, 8))


PMH_US = ["HTN", "T2DM on metformin", "asthma", "prior GSW 2 yrs ago (ex-lap)", "tobacco 1 ppd",
          "ETOH use disorder", "methamphetamine use", "HLD", "AF on apixaban", "CKD stage 3", "no PMH", "depression",
          "sickle cell trait", "obesity (BMI 38)"]
PMH_ZA = ["HIV on ART (CD4 412, VL LDL)", "HPT", "TB treated 2 yrs ago", "smoker 10 pack-yrs", "alcohol use",
          "dagga use", "mandrax use", "DM2 on metformin", "epilepsy", "previous laparotomy for SW", "nil known",
          "asthma", "HIV negative (tested today)", "CCF"]


def pmh(r, country):
    return r.sample(PMH_US if country == "US" else PMH_ZA, r.randint(1, 3))


ALLERGIES = ["NKDA", "NKA", "penicillin (rash)", "sulfa", "codeine (nausea)", "no known allergies", "iodine contrast (hives)"]

PLAN_ITEMS = ["mobilise with physio", "advance diet as tolerated", "clear fluids today", "keep NPO/NBM",
              "remove NGT if <200 mL/24h", "remove Foley catheter", "check drain output and character",
              "wean O2 to RA", "incentive spirometry 10x/hr", "repeat Hb in AM", "DVT prophylaxis",
              "chest XR post drain removal", "pain control - multimodal", "OT/PT eval", "stoma nurse review",
              "wound check, change dressing", "continue antibiotics day 3/5", "dietitian review - albumin low",
              "social work referral", "for relook laparotomy in 24-48h", "ICC to underwater seal, keep on suction",
              "TTE to exclude pericardial effusion", "tertiary survey tomorrow", "update family"]


def plan(r, n=None, s=None):
    items = PLAN_ITEMS
    if s is not None:
        j = " ".join(s["injuries"] + [s["proc"]]).lower()
        chest = any(k in j for k in ("thorax", "chest", "rib", "icc", "diaphragm", "rv laceration"))
        stoma = any(k in j for k in ("colostomy", "hartmann", "discontinuity"))
        dc = any(k in j for k in ("damage control", "laparostomy", "packing"))
        items = [x for x in PLAN_ITEMS if not (("ICC" in x or "drain removal" in x) and not chest)
                 and not ("TTE" in x and not chest) and not ("stoma" in x and not stoma) and not ("relook" in x and not dc)
                 and not ("tertiary" in x and s["kind"] == "egs")]
    return r.sample(items, n or r.randint(3, 6))


CT_PROTOCOLS = ["CT head/C-spine without contrast; CT chest/abdomen/pelvis with IV contrast (arterial + portal venous)",
                "Pan-scan (whole-body trauma CT) with split-bolus IV contrast",
                "CT abdomen and pelvis with IV contrast, portal venous phase",
                "CT angiography neck; CT chest with contrast",
                "CT abdomen/pelvis with IV and rectal contrast (triple contrast)"]

CT_FINDINGS = {
    "liver": "Liver laceration extending %d cm into segments VI/VII with small perihepatic haematoma; no active contrast extravasation (AAST grade III).",
    "spleen": "Splenic laceration at the hilum with perisplenic haematoma and a %d mm blush of active extravasation (AAST grade IV).",
    "kidney": "R renal laceration %d cm extending into the collecting system; urinoma not excluded on delayed phase.",
    "pelvis": "Pubic symphysis diastasis %d mm with widening of the R SI joint anteriorly (APC II pattern).",
    "ptx": "L pneumothorax, %d mm rim at apex; small haemothorax.",
    "bowel": "Focal bowel wall thickening and mesenteric stranding in the mid jejunum with %d mm pocket of extraluminal gas.",
    "spine": "Burst fracture of L1 with %d%% loss of anterior height and 4 mm retropulsion; posterior elements intact.",
    "sdh": "Acute L convexity subdural haematoma, maximal thickness %d mm, midline shift 3 mm.",
    "rib": "Acute fractures of L ribs 6-%d, displaced at 8 and 9.",
    "diaphragm": "Discontinuity of the L hemidiaphragm (%d cm) with fat herniation - collar sign.",
}


CT_REGION = {"sdh": "head", "ptx": "chest", "rib": "chest", "diaphragm": "chest", "liver": "abdomen",
             "spleen": "abdomen", "kidney": "abdomen", "bowel": "abdomen", "pelvis": "msk", "spine": "msk"}


CT_KEYWORDS = [("liver", "liver"), ("splen", "spleen"), ("kidney", "kidney"), ("renal", "kidney"), ("pelvic", "pelvis"),
               ("pneumothorax", "ptx"), ("haemothorax", "ptx"), ("hemothorax", "ptx"), ("rib", "rib"),
               ("diaphragm", "diaphragm"), ("bowel", "bowel"), ("jejun", "bowel"), ("mesenteric", "bowel"),
               ("burst", "spine"), ("chance", "spine"), ("sdh", "sdh")]
SAFE_NEG = {"head": IMAGING_NEG["head"][2:], "chest": ["Heart size normal.", "Small bilateral dependent atelectasis."],
            "abdomen": ["Bladder intact.", "Pancreas enhances normally."], "msk": ["No other acute fracture."]}


def ct_findings(r, s):
    """Return {region: [positive findings]} derived from the scenario's injuries."""
    out = {"head": [], "chest": [], "abdomen": [], "msk": []}
    if s.get("ct"):
        out["abdomen"].append(s["ct"][0].upper() + s["ct"][1:] + ".")
        return out
    j = " ".join(s["injuries"]).lower()
    keys = []
    for kw, k in CT_KEYWORDS:
        if kw in j and k not in keys:
            keys.append(k)
    for k in keys:
        out[CT_REGION[k]].append(CT_FINDINGS[k] % r.randint(3, 11))
    return out


LOOKALIKE_LINES = ["Glasgow Coma Scale assessed at scene and on arrival.", "Kehr's sign positive.",
                   "Cullen's and Grey Turner's signs absent.", "Beck's triad absent.", "Battle sign negative.",
                   "Murphy's sign negative.", "Rovsing's sign equivocal.", "Allen test normal on the L.",
                   "Foley inserted, clear urine.", "Pt received Ringer's lactate 1 L prehospital.",
                   "Hartmann's solution running at 100 mL/h.", "No signs of Cushing's triad.",
                   "Seldinger technique for R IJ CVC.",
                   "Meets Denver criteria for BCVI screening.", "Canadian C-spine rule: imaging indicated.",
                   "NEXUS criteria not met - collar cleared.", "Revised Trauma Score 7.84.",
                   "Shock index 1.3.", "ABC score 2/4 - MTP activated.", "Morison's pouch positive on FAST.",
                   "Bair Hugger applied.", "Level 1 criteria met.", "Jackson-Pratt drain to bulb suction.",
                   "Penrose drain in situ.", "Thompson retractor used.", "Balfour retractor placed.",
                   "Pringle manoeuvre 12 min.", "Trendelenburg position for line insertion.", "Hamman's sign absent."]


def lookalikes(r, n):
    return r.sample(LOOKALIKE_LINES, n)
