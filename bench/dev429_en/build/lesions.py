"""Congenital lesion profiles: diagnosis wording, surgical history events, problems,
medicines and device status.  Events carry an age in months; the case renders the
age and calendar year as PHI."""
import pool_clinical as C

WEIGHTS = {"rtof": 20, "fontan": 18, "tga_atrial": 9, "tga_aso": 9, "cctga": 6, "coa": 10,
           "ebstein": 6, "avsd": 7, "eisen": 5, "pa_conduit": 6, "asd": 6}
AGES = {"rtof": (16, 62), "fontan": (15, 48), "tga_atrial": (30, 56), "tga_aso": (15, 38),
        "cctga": (18, 60), "coa": (15, 65), "ebstein": (16, 60), "avsd": (15, 50),
        "eisen": (20, 60), "pa_conduit": (15, 40), "asd": (18, 70)}
MWHO = {"rtof": "II", "fontan": "III", "tga_atrial": "III", "tga_aso": "II", "cctga": "III",
        "coa": "II", "ebstein": "II", "avsd": "II", "eisen": "IV", "pa_conduit": "II-III",
        "asd": "I"}
SHORT = {"rtof": "repaired ToF", "fontan": "Fontan circulation", "tga_atrial": "TGA post atrial switch",
         "tga_aso": "TGA post arterial switch", "cctga": "ccTGA", "coa": "repaired coarctation",
         "ebstein": "Ebstein anomaly", "avsd": "repaired AVSD", "eisen": "Eisenmenger syndrome",
         "pa_conduit": "PA/VSD with RV-PA conduit", "asd": "secundum ASD"}

FONTAN_SUB = ["tricuspid atresia (type Ib)", "double inlet left ventricle with L-TGA",
              "hypoplastic left heart syndrome", "unbalanced AVSD (right dominant)",
              "pulmonary atresia with intact ventricular septum", "mitral atresia with DORV"]


def pick_key(rng, age=None):
    keys = sorted(WEIGHTS)
    if age is not None:
        keys = [k for k in keys if AGES[k][0] <= age <= AGES[k][1]] or ["rtof"]
    tot = sum(WEIGHTS[k] for k in keys)
    x = rng.uniform(0, tot)
    for k in keys:
        x -= WEIGHTS[k]
        if x <= 0:
            return k
    return keys[-1]


def _r(rng, lo, top):
    return rng.randint(min(lo, top), top)


def _ev(m, text, where=None):
    return {"m": m, "text": text, "where": where}


def make(rng, key, age, birth_year):
    """Return the lesion dict for a patient of `age` years born in `birth_year`."""
    L = {"key": key, "short": SHORT[key], "mwho": MWHO[key], "device": None, "events": [],
         "problems": [], "meds": [], "sats": rng.randint(96, 100), "sysv": "LV"}
    top = max(age * 12 - 6, 13)
    ev = L["events"]
    r = rng.random
    if key == "rtof":
        L["dx"] = rng.choice(["Tetralogy of Fallot", "Tetralogy of Fallot (repaired)",
                              "Repaired tetralogy of Fallot (rToF)", "TOF with pulmonary atresia (repaired)"])
        if r() < 0.45:
            ev.append(_ev(rng.randint(1, 6), "right modified Blalock-Taussig shunt", "child"))
        ev.append(_ev(rng.randint(6, 40), rng.choice([
            "complete repair: VSD patch closure and transannular RVOT patch",
            "complete repair with infundibular resection and pulmonary valvotomy",
            "intracardiac repair, transannular patch"]), "child"))
        if age > 18 and r() < 0.6:
            ev.append(_ev(_r(rng, 15 * 12, top), rng.choice([
                "surgical pulmonary valve replacement (%s)" % rng.choice(C.VALVES[3:8]),
                "percutaneous pulmonary valve implantation (%s)" % rng.choice(C.VALVES[:3])]), "centre"))
        if r() < 0.25:
            ev.append(_ev(_r(rng, 16 * 12, top), "cavotricuspid isthmus ablation for atrial flutter", "centre"))
        L["problems"] = [rng.choice(["Free pulmonary regurgitation with moderate RV dilatation",
                                     "Moderate pulmonary regurgitation, mildly dilated RV",
                                     "Mild residual RVOT obstruction (peak gradient 28 mmHg)",
                                     "Mild PR post PVR, well-functioning bioprosthesis"]),
                         "RBBB, QRS duration %d ms" % rng.randint(140, 185)]
        if r() < 0.3:
            L["problems"].append("Aortic root dilatation (%d mm at sinuses)" % rng.randint(40, 47))
        if r() < 0.15:
            L["problems"].append("22q11.2 deletion (DiGeorge)")
        if r() < 0.12:
            L["device"] = "icd"
    elif key == "fontan":
        sub = rng.choice(FONTAN_SUB)
        old = birth_year < 1990
        ftype = (rng.choice(["atriopulmonary Fontan", "atriopulmonary Fontan (Bjork modification)"]) if old
                 else rng.choice(["extracardiac Fontan, 18 mm Gore-Tex conduit, fenestrated",
                                  "extracardiac TCPC (20 mm conduit), non-fenestrated",
                                  "lateral tunnel Fontan with 4 mm fenestration"]))
        L["dx"] = "%s%s - %s" % (sub[0].upper(), sub[1:], ftype)
        L["sysv"] = "single"
        L["sats"] = rng.randint(88, 96)
        if sub.startswith("hypoplastic"):
            ev.append(_ev(0, "Norwood procedure with Sano shunt", "child"))
        else:
            ev.append(_ev(rng.randint(0, 3), rng.choice(["pulmonary artery band", "right modified BT shunt",
                                                         "central shunt"]), "child"))
        if not old:
            ev.append(_ev(rng.randint(4, 12), "bidirectional cavopulmonary (Glenn) anastomosis", "child"))
        ev.append(_ev(rng.randint(24, 84), "completion of Fontan: " + ftype, "child"))
        if not old and r() < 0.3:
            ev.append(_ev(_r(rng, 8 * 12, top), "device closure of fenestration (%s)" % C.OCCLUDERS[4], "centre"))
        if old and r() < 0.4:
            ev.append(_ev(_r(rng, 25 * 12, top), "Fontan conversion to extracardiac TCPC with right atrial maze and epicardial DDD pacemaker", "centre"))
            L["device"] = "pacer"
        L["problems"] = [rng.choice(["Fontan-associated liver disease (elastography %.1f kPa)" % rng.uniform(12, 32),
                                     "FALD - bridging fibrosis on MRI, no focal lesion",
                                     "Mild hepatic congestion, platelets %d" % rng.randint(95, 160)]),
                         rng.choice(["Intra-atrial re-entrant tachycardia", "Sinus node dysfunction",
                                     "Mild systemic AV valve regurgitation", "Resting desaturation"])]
        if r() < 0.15:
            L["problems"].append("Protein-losing enteropathy (albumin %d g/L)" % rng.randint(22, 31))
        if r() < 0.15 and L["device"] is None:
            L["device"] = "pacer"
        L["meds"] = [rng.choice(C.MEDS["anticoag"] + C.MEDS["antiplt"][:2])]
        if r() < 0.35:
            L["meds"].append(C.MEDS["pah"][0])
        if r() < 0.4:
            L["meds"].append(rng.choice(C.MEDS["diur"]))
    elif key == "tga_atrial":
        op = rng.choice(["Mustard", "Senning"])
        L["dx"] = "Transposition of the great arteries (d-TGA) - %s atrial switch" % op
        L["sysv"] = "RV"
        ev.append(_ev(0, "balloon atrial septostomy (Rashkind)", "child"))
        ev.append(_ev(rng.randint(3, 14), "%s procedure" % op, "child"))
        if r() < 0.35:
            ev.append(_ev(_r(rng, 15 * 12, top), "stenting of superior baffle obstruction (%s)" % C.STENTS[1], "centre"))
        if r() < 0.45:
            ev.append(_ev(_r(rng, 12 * 12, top), "dual-chamber pacemaker for sinus node dysfunction", "centre"))
            L["device"] = "pacer"
        L["problems"] = ["Systemic RV, %s systolic impairment" % rng.choice(["mild", "moderate", "mild-moderate"]),
                         "%s systemic (tricuspid) AV valve regurgitation" % rng.choice(["Mild", "Moderate"]),
                         rng.choice(["Intra-atrial re-entrant tachycardia", "Sinus node dysfunction",
                                     "Baffle leak (small, left-to-right)"])]
        L["meds"] = [rng.choice(C.MEDS["bb"]), rng.choice(C.MEDS["acei"])]
    elif key == "tga_aso":
        L["dx"] = rng.choice(["d-TGA with intact ventricular septum - arterial switch operation",
                              "Transposition of the great arteries with VSD - arterial switch and VSD closure"])
        ev.append(_ev(0, "arterial switch operation (Jatene) with Lecompte manoeuvre", "child"))
        if r() < 0.4:
            ev.append(_ev(rng.randint(12, 120), "balloon angioplasty of left pulmonary artery stenosis", "child"))
        L["problems"] = ["Neo-aortic root dilatation (%d mm)" % rng.randint(38, 46),
                         rng.choice(["Mild neo-aortic regurgitation", "Trivial neo-AR",
                                     "Mild supravalvar pulmonary stenosis (peak 32 mmHg)"])]
    elif key == "cctga":
        L["dx"] = rng.choice(["Congenitally corrected TGA (ccTGA) with VSD", "ccTGA, situs solitus, L-loop"])
        L["sysv"] = "RV"
        if r() < 0.6:
            ev.append(_ev(rng.randint(6, 60), "VSD patch closure", "child"))
        ev.append(_ev(_r(rng, 60, top), "dual-chamber pacemaker for complete heart block", "centre"))
        L["device"] = "pacer"
        L["problems"] = ["Systemic RV dysfunction (RVEF %d%%)" % rng.randint(32, 45),
                         "%s systemic tricuspid regurgitation" % rng.choice(["Moderate", "Moderate-severe"])]
        L["meds"] = [rng.choice(C.MEDS["acei"]), rng.choice(C.MEDS["bb"])]
    elif key == "coa":
        L["dx"] = rng.choice(["Coarctation of the aorta with bicuspid aortic valve",
                              "Repaired coarctation of the aorta", "Coarctation of aorta (repaired), BAV"])
        ev.append(_ev(rng.randint(0, 36), rng.choice(["resection and extended end-to-end anastomosis",
                                                      "subclavian flap aortoplasty",
                                                      "coarctation repair via left thoracotomy"]), "child"))
        if r() < 0.45:
            ev.append(_ev(_r(rng, 10 * 12, top), "stenting of recoarctation (%s)" % C.STENTS[0], "centre"))
        L["problems"] = ["Systemic hypertension", rng.choice(["Bicuspid aortic valve, mild AS (Vmax 2.6 m/s)",
                                                               "Ascending aorta %d mm" % rng.randint(38, 46),
                                                               "Residual arch gradient 18 mmHg"])]
        L["meds"] = [rng.choice(C.MEDS["acei"])]
    elif key == "ebstein":
        L["dx"] = "Ebstein anomaly of the tricuspid valve"
        if r() < 0.35:
            ev.append(_ev(_r(rng, 96, top), "ablation of right posteroseptal accessory pathway (WPW)", "centre"))
        if r() < 0.6:
            ev.append(_ev(_r(rng, 60, top), "cone reconstruction of tricuspid valve with ASD closure", "centre"))
        L["problems"] = ["%s tricuspid regurgitation" % rng.choice(["Moderate", "Severe", "Mild residual"]),
                         rng.choice(["Atrialised RV, small functional RV", "Paroxysmal SVT"])]
        L["sats"] = rng.randint(92, 99)
    elif key == "avsd":
        L["dx"] = rng.choice(["Complete atrioventricular septal defect (repaired)",
                              "Partial AVSD (primum ASD with cleft left AV valve), repaired"])
        ev.append(_ev(rng.randint(3, 60), rng.choice(["two-patch AVSD repair", "primum ASD closure and cleft suture"]), "child"))
        if r() < 0.3:
            ev.append(_ev(_r(rng, 60, top), "left AV valve repair", "centre"))
        L["problems"] = ["%s left AV valve regurgitation" % rng.choice(["Mild", "Moderate"])]
        if r() < 0.3:
            L["problems"].append("Trisomy 21")
    elif key == "eisen":
        L["dx"] = "Eisenmenger syndrome secondary to %s" % rng.choice(["large unrepaired perimembranous VSD",
                                                                      "unrepaired complete AVSD", "large PDA"])
        L["sats"] = rng.randint(78, 88)
        L["problems"] = ["Pulmonary arterial hypertension, WHO FC %s" % rng.choice(["II", "II-III", "III"]),
                         "Secondary erythrocytosis (Hb %d g/L)" % rng.randint(185, 215),
                         rng.choice(["Iron deficiency", "Gout", "Haemoptysis (minor, 2 episodes)"])]
        L["meds"] = [rng.choice(C.MEDS["pah"][1:3]), C.MEDS["pah"][0]]
    elif key == "pa_conduit":
        L["dx"] = rng.choice(["Pulmonary atresia with VSD - Rastelli repair (RV-PA conduit)",
                              "Truncus arteriosus (type I) - repaired with RV-PA conduit",
                              "Pulmonary atresia/VSD with MAPCAs, unifocalised"])
        ev.append(_ev(rng.randint(0, 6), "right modified BT shunt", "child"))
        ev.append(_ev(rng.randint(9, 48), "complete repair with %s" % C.VALVES[9], "child"))
        ev.append(_ev(_r(rng, 72, top), "conduit replacement (%s)" % C.VALVES[8], "centre"))
        if r() < 0.4:
            ev.append(_ev(_r(rng, 120, top), "Melody valve-in-conduit (%s)" % C.VALVES[0], "centre"))
        L["problems"] = [rng.choice(["Moderate conduit stenosis (peak 55 mmHg)", "Mild conduit regurgitation",
                                     "Branch PA stenosis (left)"])]
        if r() < 0.35:
            L["problems"].append("22q11.2 deletion")
    else:  # asd
        L["dx"] = rng.choice(["Secundum atrial septal defect", "Secundum ASD with partial anomalous pulmonary venous drainage"])
        ev.append(_ev(_r(rng, 18 * 12, top), rng.choice(["percutaneous ASD closure (%s)" % C.OCCLUDERS[0],
                                                             "surgical patch closure of ASD",
                                                             "percutaneous closure (%s)" % C.OCCLUDERS[3]]), "centre"))
        L["problems"] = [rng.choice(["Paroxysmal atrial fibrillation", "Mild RV dilatation, improving",
                                     "Residual small shunt, haemodynamically insignificant"])]
    if L["device"] == "icd" or (key in ("rtof", "tga_atrial") and r() < 0.3):
        L["meds"].append(rng.choice(C.MEDS["aa"]))
    if r() < 0.3:
        L["meds"].append(rng.choice(C.MEDS["other"]))
    if not L["meds"]:
        L["meds"] = [rng.choice(C.MEDS["other"] + C.MEDS["antiplt"])]
    ev.sort(key=lambda e: e["m"])
    for e in ev:
        e["m"] = min(e["m"], top)
    L["nyha"] = rng.choice(["I", "I", "II", "II", "II", "III"]) if key in ("fontan", "eisen", "tga_atrial", "cctga") else rng.choice(["I", "I", "I", "II"])
    return L
