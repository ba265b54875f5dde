"""Gastroenterology and endoscopy."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "gastroenterology_endoscopy"
G = "gi"

SCOPES = ["Olympus CF-HQ190L", "Olympus GIF-H190", "Pentax EC-3890Fi", "Fujifilm EC-760R-V/L", "Olympus PCF-H190DL",
          "Fujifilm EG-760R", "Pentax EG29-i10"]


def colonoscopy(c):
    r = c.r
    c.setup_patient(40, 85)
    common.setup(c, G)
    ind = r.choice(["positive FIT (f-Hb 146 ug/g)", "change in bowel habit and iron deficiency anaemia", "surveillance after polypectomy",
                    "bowel cancer screening programme, abnormal FIT", "rectal bleeding", "family history of colorectal cancer"])
    polyps = []
    for i in range(r.randint(0, 4)):
        site = r.choice(["caecum", "ascending colon", "hepatic flexure", "transverse colon", "descending colon", "sigmoid colon", "rectum"])
        size = r.randint(3, 28)
        paris = r.choice(["0-Is", "0-Ip", "0-IIa", "0-Isp"])
        tech = "cold snare" if size < 10 else r.choice(["hot snare EMR", "EMR with submucosal lift", "piecemeal EMR"])
        polyps.append((site, size, paris, tech, c.accession("path")))
    c.proc = {"kind": "Colonoscopy", "ind": ind, "polyps": polyps, "scope": c.ch(SCOPES), "sn": c.serial(c.ch(["", "2", "7"])),
              "room": str(r.randint(1, 6)), "sed": r.choice(["midazolam 2 mg, fentanyl 50 mcg", "midazolam 3 mg, pethidine 25 mg", "propofol (anaesthetist-led)", "Entonox", "no sedation"]),
              "prep": f"Boston bowel prep score {r.randint(5, 9)} ({r.randint(1, 3)}-{r.randint(2, 3)}-{r.randint(2, 3)})",
              "extent": r.choice(["caecum (appendiceal orifice and ileocaecal valve seen)", "terminal ileum", "caecum, TI intubated"]),
              "wd": f"{r.randint(6, 18)} minutes"}
    findings = []
    for i, (site, size, paris, tech, acc) in enumerate(polyps, 1):
        findings.append(f"{size} mm {paris} polyp in the {site}, removed by {tech}, retrieved (pot {i}, specimen {M('IDNUM', acc)}).")
    if not polyps:
        findings.append("No polyps seen.")
    findings.append(r.choice(["Sigmoid diverticulosis.", "Small internal haemorrhoids.", "Normal mucosa throughout.", "Melanosis coli."]))
    c.proc["findings"] = findings
    hpi = [f"{c.P('title')} ({c.age_phrase()}) underwent colonoscopy on {c.date(c.visit)} for {ind}.", " ".join(findings)]
    surv = c.future(365, 365 * 3)
    plan = [f"Await histology; surveillance colonoscopy {c.my(surv)} depending on results." if polyps else "No routine surveillance required.",
            "Resume normal diet; may drive after 24 h if sedated.",
            f"Results letter to {c.S(c.gp, 'dr_full')}."]
    return {"dept": c.ch(["Endoscopy Unit", "Gastroenterology", "Endoscopy Suite"]), "clinic": "endoscopy unit", "title": "Colonoscopy Report",
            "reason": "Colonoscopy", "dx": [cap(ind)], "hpi": hpi, "results": [], "imp": "; ".join(f"{p[1]} mm polyp ({p[0]})" for p in polyps) or "Normal colonoscopy",
            "plan": plan, "meds": None, "special": ["endoscopy"], "mdt_ok": False}


def ogd(c):
    r = c.r
    c.setup_patient(30, 88)
    common.setup(c, G)
    ind = r.choice(["dyspepsia and weight loss", "dysphagia to solids", "Barrett's surveillance", "iron deficiency anaemia", "suspected coeliac disease",
                    "haematemesis"])
    find = r.choice([f"Barrett's segment Prague C{r.randint(0, 4)}M{r.randint(1, 7)}, no visible lesion; quadrantic biopsies every 2 cm.",
                     f"LA grade {r.choice('ABCD')} oesophagitis. Small hiatus hernia.",
                     f"{r.randint(8, 20)} mm clean-based gastric ulcer on the lesser curve (Forrest III); biopsied x6.",
                     "Scalloping of duodenal folds; D1 x1 and D2 x4 biopsies.", "Normal OGD. CLO test taken."])
    if not c.uk:
        find = find.replace("oesophagitis", "esophagitis")
    acc = c.accession("path")
    c.proc = {"kind": c.sp("EGD", "OGD (gastroscopy)"), "ind": ind, "polyps": [], "scope": c.ch(SCOPES), "sn": c.serial(c.ch(["", "2", "H"])),
              "room": str(r.randint(1, 6)), "sed": r.choice(["throat spray only", "midazolam 2 mg", "propofol"]),
              "prep": "", "extent": "D2", "wd": "", "findings": [find, f"Biopsies sent (specimen {M('IDNUM', acc)})."]}
    hpi = [f"{c.P('title')} attended for {c.proc['kind']} on {c.date(c.visit)} for {ind}.", find]
    return {"dept": c.ch(["Endoscopy Unit", "Gastroenterology"]), "clinic": "endoscopy unit", "title": "Upper GI Endoscopy Report",
            "reason": "Upper GI endoscopy", "dx": [cap(ind)], "hpi": hpi, "results": [f"Histology {M('IDNUM', acc)} pending."],
            "imp": find.split(";")[0], "plan": [r.choice(["PPI omeprazole 40 mg BD for 8 weeks, repeat OGD to confirm healing.", "Await histology.",
                                                           "Barrett's surveillance in 3 years.", "H. pylori eradication if CLO positive."]),
                                                  f"Results to {c.S(c.gp, 'dr_full')}."],
            "meds": None, "special": ["endoscopy"], "mdt_ok": False}


def ibd(c):
    r = c.r
    c.setup_patient(18, 70)
    common.setup(c, G)
    kind = r.choice(["Crohn's disease (ileocolonic, A2 L3 B1)", "ulcerative colitis (E3 pancolitis)", "ulcerative colitis (E2 left-sided)", "Crohn's disease (terminal ileal, stricturing)"])
    bio = r.choice(["infliximab 5 mg/kg 8-weekly", "adalimumab 40 mg weekly", "vedolizumab 300 mg 8-weekly", "ustekinumab 90 mg 8-weekly", "risankizumab", "upadacitinib 30 mg"])
    gen = lambda k: {"Calpro": str(r.randint(20, 1850)), "CRP": str(r.randint(1, 80)), "Hb": str(r.randint(95, 150)), "Alb": str(r.randint(28, 45))}[k]
    ds = B.serial_dates(c, r.randint(3, 6), 500)
    gen = B.walker(gen)
    tab = B.table(["Date", "Calpro", "CRP", "Hb", "Alb"], [[c.date(d, c.dstyle)] + [gen(k) for k in ["Calpro", "CRP", "Hb", "Alb"]] for d in ds])
    dxd = c.past(400, 4000)
    hpi = [f"{c.P('first')} has {kind}, diagnosed {c.my(dxd)}. On {bio} since {c.my(c.between(dxd, margin=100))}"
           + (f", infusions at the {M('HOSPITAL', c.ch(['IBD Infusion Suite', 'Hazel Day Unit', 'Medical Day Unit', 'Gastroenterology Day Unit']))}." if "infliximab" in bio or "vedolizumab" in bio else "."),
           f"Currently {r.randint(1, 8)} stools/day, {r.choice(['no blood', 'occasional blood', 'blood most days'])}, "
           f"{r.choice(['no nocturnal symptoms', 'some urgency', 'abdominal pain after meals'])}. "
           f"{r.choice(['Working as ' + c.an(c.profession) + ' ' + M('PROFESSION', c.profession) + ' without time off.', 'Has missed two weeks of work.', 'Studying at ' + M('ORGANIZATION', c.ch(P.ORGS_SCHOOL)) + '.'])}"]
    res = [f"{r.choice(['MR enterography', 'Intestinal ultrasound', 'Flexible sigmoidoscopy'])} {c.date(c.past(20, 200))}: {r.choice(['active TI inflammation over 12 cm', 'Mayo endoscopic score 2'.replace('Mayo endoscopic score', 'endoscopic activity grade'), 'no active disease', 'short stricture, no prestenotic dilatation'])}.",
           f"Drug level {round(r.uniform(0.5, 14), 1)} ug/mL, antibodies {r.choice(['negative', 'positive (low titre)'])} ({c.date(c.past(5, 60))})."]
    return {"dept": c.ch(["IBD Service", "Gastroenterology", "Inflammatory Bowel Disease Clinic"]), "clinic": "IBD clinic", "title": "IBD Clinic",
            "reason": "Inflammatory bowel disease review", "dx": [kind[0].upper() + kind[1:], r.choice(["Iron deficiency", "Vitamin D deficiency", "Previous ileocaecal resection"])],
            "hpi": hpi, "table": tab, "results": res, "imp": r.choice(["Active disease - optimise therapy.", "Clinical and biochemical remission."]),
            "plan": [r.choice(["Dose escalate biologic.", "Continue current treatment.", "Switch to second-line advanced therapy."]),
                     f"IBD nurse helpline {B.tel(c)} / {M('EMAIL', c.dept_email)}.", f"Review {c.date(c.future(60, 180))}."],
            "meds": [bio, "mesalazine 2.4 g OD" if "colitis" in kind else "azathioprine 100 mg OD", "calcium/vitamin D"],
            "pmh": ["Perianal fistula" if "Crohn" in kind else "Primary sclerosing cholangitis" if r.random() < 0.2 else "Nil"],
            "exam": "Soft, mildly tender RIF. No masses.", "special": ["infusion"] if "infliximab" in bio or "vedolizumab" in bio else [],
            "infusion_drug": bio.split(" 8-weekly")[0], "mdt_ok": r.random() < 0.3}


def gibleed(c):
    r = c.r
    c.setup_patient(40, 92)
    common.setup(c, G)
    adm = c.visit - dt.timedelta(days=r.randint(2, 8))
    c.adm, c.dis = adm, c.visit
    units = r.randint(0, 4)
    hpi = [f"{c.P('full')}, {c.age_phrase()}, presented on {c.date(adm)} with {r.choice(['coffee-ground vomiting and melaena', 'two episodes of fresh haematemesis', 'melaena and syncope'])} "
           f"on a background of {r.choice(['NSAID use for back pain', 'aspirin and apixaban', 'alcohol excess', 'no prior GI history'])}. Glasgow-Blatchford score {r.randint(6, 16)}."]
    course = [f"{c.sp('EGD', 'OGD')} on {c.date(adm + dt.timedelta(days=1))} ({c.S(c.new_staff('doc'), 'dr_full')}): {r.choice(['duodenal ulcer with visible vessel, treated with adrenaline and clips', 'gastric ulcer with adherent clot, haemospray applied', 'Mallory-Weiss tear, no active bleeding'.replace('Mallory-Weiss tear', 'oesophageal mucosal tear')])}.",
              f"Transfused {units} unit{'s' if units != 1 else ''} of red cells{'' if units else ' (none required)'}; Hb stable at {r.randint(82, 110)} on discharge.",
              "IV PPI 72 h then oral."]
    return {"dept": "Gastroenterology", "clinic": "GI bleed", "title": "Discharge Summary", "reason": "Upper GI bleed",
            "dx": ["Upper GI bleed - peptic ulcer", "H. pylori positive" if r.random() < 0.5 else "NSAID-associated"], "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"Urea {round(r.uniform(8, 30), 1)}, Hb {r.randint(62, 100)} on admission."], "imp": "Peptic ulcer bleed, endoscopic haemostasis achieved.",
            "plan": ["Omeprazole 40 mg BD 8 weeks.", "Stop NSAIDs.", f"Repeat {c.sp('EGD', 'OGD')} {c.date(c.future(42, 70))}.", "H. pylori eradication and test of cure."],
            "meds": ["omeprazole 40 mg BD", "clarithromycin/amoxicillin x14 days"], "special": [], "mdt_ok": False}


def capsule(c):
    r = c.r
    c.setup_patient(25, 85)
    common.setup(c, G)
    c.proc = {"kind": "Capsule endoscopy", "ind": r.choice(["obscure GI bleeding", "suspected small bowel Crohn's", "iron deficiency, normal bidirectional endoscopy"]),
              "polyps": [], "scope": c.ch(["PillCam SB3", "MiroCam MC2000", "OMOM HD"]), "sn": c.serial(c.ch(["", "SB"])),
              "room": str(r.randint(1, 4)), "sed": "none", "prep": "2 L PEG the evening before", "extent": f"caecum reached at {r.randint(3, 8)} h {r.randint(0, 59)} min",
              "wd": "", "findings": [r.choice(["Two angiodysplasias in the proximal jejunum, no active bleeding.", "Multiple aphthous ulcers in the distal ileum.", "Normal small bowel study."])]}
    hpi = [f"{c.P('title')} swallowed the capsule on {c.date(c.visit)}; recorder returned {c.date(c.visit + dt.timedelta(days=1))}. " + c.proc["findings"][0]]
    return {"dept": "Gastroenterology", "clinic": "capsule service", "title": "Capsule Endoscopy Report", "reason": "Capsule endoscopy",
            "dx": [cap(c.proc["ind"])], "hpi": hpi, "results": [], "imp": c.proc["findings"][0], "plan": ["Push enteroscopy and APC if ongoing bleeding.", "Continue iron."],
            "meds": None, "special": ["endoscopy"], "mdt_ok": False}


def coeliac(c):
    r = c.r
    c.setup_patient(18, 75, sex=r.choice("FFM"))
    common.setup(c, G)
    hpi = [f"{c.P('first')} was diagnosed with coeliac disease on duodenal biopsy {c.date(c.past(200, 900))} (specimen {M('IDNUM', c.accession('path'))}, Marsh 3b).".replace("Marsh 3b", "villous atrophy with crypt hyperplasia"),
           f"Reviewed by dietitian {c.S(c.new_staff('rn'), 'full')}. Adherent to gluten-free diet; tTG fell from {r.randint(60, 200)} to {r.randint(1, 30)} U/mL."]
    return {"dept": "Gastroenterology", "clinic": "coeliac clinic", "title": "Coeliac Clinic", "reason": "Coeliac disease review",
            "dx": ["Coeliac disease", "Osteopenia"], "hpi": hpi, "results": [f"DEXA {c.date(c.past(30, 300))}: T-score {round(r.uniform(-2.4, -1.0), 1)} at the hip."],
            "imp": "Responding to GFD.", "plan": ["Annual tTG, FBC, ferritin, B12/folate.", "Pneumococcal vaccine.", "Discharge to GP annual review."],
            "meds": ["calcium/vitamin D"], "pmh": ["Hypothyroidism"], "exam": "", "special": [], "mdt_ok": False,
            "ref": f"Raised tTG ({r.randint(40, 200)} U/mL) with bloating and iron deficiency."}


SUBS = [(colonoscopy, 6), (ogd, 4), (ibd, 4), (gibleed, 2), (capsule, 1), (coeliac, 1)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
