"""Lesion-aware measurement and findings generators (no PHI in here)."""


def _u(rng, a, b, nd=0):
    v = rng.uniform(a, b)
    return ("%." + str(nd) + "f") % v


def vitals(rng, L, preg=False):
    sats = L["sats"]
    hr = rng.randint(58, 96) if not preg else rng.randint(72, 104)
    sbp = rng.randint(98, 148) if L["key"] != "coa" else rng.randint(128, 162)
    ht = rng.randint(150, 192)
    bmi = rng.uniform(18.5, 35)
    wt = bmi * (ht / 100.0) ** 2
    bsa = (ht * wt / 3600.0) ** 0.5
    return {"bp": "%d/%d" % (sbp, rng.randint(58, 92)), "hr": str(hr), "sats": str(sats),
            "wt": "%.1f" % wt, "ht": str(ht), "rr": str(rng.randint(12, 20)),
            "temp": _u(rng, 36.2, 37.4, 1), "bmi": "%.1f" % bmi, "bsa": "%.2f" % bsa}


def ecg(rng, L):
    k = L["key"]
    if L["device"] == "pacer":
        return rng.choice(["AV sequential pacing at 60 bpm", "Atrial paced, intrinsic conduction, QRS 118 ms",
                           "Ventricular paced rhythm 70 bpm"])
    if k == "rtof":
        return "Sinus rhythm %d bpm, RBBB, QRS %d ms" % (rng.randint(55, 90), rng.randint(140, 185))
    if k == "fontan":
        return rng.choice(["Junctional rhythm 58 bpm", "Sinus rhythm, first-degree AV block (PR 232 ms)",
                           "Sinus rhythm 74 bpm, superior axis", "Low atrial rhythm, rate 62"])
    if k in ("tga_atrial", "cctga"):
        return rng.choice(["Sinus bradycardia 52 bpm, RVH pattern", "Junctional escape rhythm 48 bpm",
                           "Sinus rhythm, right axis deviation, RV hypertrophy"])
    if k == "ebstein":
        return "Sinus rhythm, tall P waves (Himalayan), RBBB, no pre-excitation"
    if k == "eisen":
        return "Sinus rhythm, right axis deviation, RVH with strain"
    return rng.choice(["Sinus rhythm %d bpm, normal axis" % rng.randint(55, 88),
                       "Sinus rhythm, incomplete RBBB", "Sinus rhythm, LVH by voltage criteria"])


def echo_rows(rng, L):
    """Rows of (parameter, value, unit, reference)."""
    k = L["key"]
    rows = []
    if k == "fontan":
        rows += [("Dominant ventricle EF (visual)", str(rng.choice([40, 45, 50, 55])), "%", ">=50"),
                 ("Systemic AVV regurgitation", rng.choice(["trivial", "mild", "mild-moderate"]), "", ""),
                 ("Fontan pathway velocity", _u(rng, 0.2, 0.5, 1), "m/s", "phasic"),
                 ("Fenestration gradient", _u(rng, 4, 9), "mmHg", ""),
                 ("Hepatic vein flow", rng.choice(["phasic", "blunted", "reversed with inspiration"]), "", "")]
    else:
        rows += [("LVIDd", _u(rng, 3.8, 5.8, 1), "cm", "3.9-5.3"), ("LVIDs", _u(rng, 2.3, 4.2, 1), "cm", "2.2-4.0"),
                 ("IVSd", _u(rng, 0.7, 1.3, 1), "cm", "0.6-1.0"), ("LVPWd", _u(rng, 0.7, 1.2, 1), "cm", "0.6-1.0"),
                 ("LVEF (Simpson's biplane)", str(rng.randint(38, 66)), "%", "52-72"),
                 ("GLS", "-" + _u(rng, 12, 21, 1), "%", "< -18"),
                 ("RVD1 (basal)", _u(rng, 3.2, 5.9, 1), "cm", "2.5-4.1"),
                 ("TAPSE", str(rng.randint(9, 24)), "mm", ">17"), ("RV S'", _u(rng, 6, 13, 1), "cm/s", ">9.5"),
                 ("RV FAC", str(rng.randint(22, 45)), "%", ">35"),
                 ("LAVI", str(rng.randint(18, 48)), "ml/m2", "<34"), ("RA area", str(rng.randint(13, 34)), "cm2", "<18"),
                 ("MV E/A", _u(rng, 0.8, 2.2, 1), "", ""), ("E/e' (average)", _u(rng, 5, 15, 1), "", "<14"),
                 ("TR Vmax", _u(rng, 2.0, 4.2, 1), "m/s", "<2.8"), ("Est. RVSP", str(rng.randint(24, 78)), "mmHg", "<35"),
                 ("AV Vmax", _u(rng, 1.0, 3.2, 1), "m/s", "<2.0"),
                 ("Aortic sinuses", str(rng.randint(28, 46)), "mm", ""), ("Ascending aorta", str(rng.randint(26, 44)), "mm", "")]
        if k in ("rtof", "pa_conduit"):
            rows += [("PR pressure half-time", str(rng.randint(60, 160)), "ms", ">100"),
                     ("RVOT/conduit peak gradient", str(rng.randint(12, 64)), "mmHg", "")]
    return rows


def echo_text(rng, L):
    k = L["key"]
    out = []
    if k == "rtof":
        out += ["RV moderately dilated with mildly reduced longitudinal function.",
                rng.choice(["Free pulmonary regurgitation, laminar, with diastolic flow reversal in the branch PAs.",
                            "Moderate PR, PHT 92 ms.", "Bioprosthetic pulmonary valve: mean gradient 14 mmHg, trivial PR."]),
                "VSD patch intact, no residual shunt on colour Doppler.", "Normal LV size and systolic function."]
    elif k == "fontan":
        out += ["Univentricular heart, dominant %s ventricle." % rng.choice(["left", "right"]),
                "Fontan pathway unobstructed with phasic low-velocity flow.",
                rng.choice(["Small fenestration with right-to-left flow, mean gradient 6 mmHg.",
                            "No fenestration flow seen.", "No thrombus seen within the Fontan circuit (limited views)."]),
                "Ventricular systolic function %s." % rng.choice(["preserved", "mildly impaired", "moderately impaired"])]
    elif k in ("tga_atrial", "cctga"):
        out += ["Systemic RV %s with %s systolic function." % (rng.choice(["dilated", "moderately dilated"]),
                                                                rng.choice(["mildly reduced", "moderately reduced"])),
                "%s systemic tricuspid regurgitation." % rng.choice(["Mild", "Moderate", "Moderate to severe"]),
                "Subpulmonary LV small and D-shaped in systole."]
        if k == "tga_atrial":
            out.append(rng.choice(["Pulmonary venous baffle unobstructed (mean gradient 3 mmHg).",
                                   "SVC baffle stent patent, low velocity flow.",
                                   "Agitated saline: no baffle leak demonstrated."]))
    elif k == "tga_aso":
        out += ["Neo-aortic root dilated, no significant change.", "Mild neo-aortic regurgitation.",
                "Branch PAs draped either side of the ascending aorta; LPA peak velocity 2.4 m/s."]
    elif k == "coa":
        out += ["Bicuspid aortic valve (fusion of right and left coronary cusps), mild AS.",
                "Descending aorta: peak velocity 2.6 m/s with no diastolic tail.", "Concentric LVH, normal EF."]
    elif k == "ebstein":
        out += ["Apical displacement of septal tricuspid leaflet (22 mm/m2).",
                "%s TR with a large atrialised RV." % rng.choice(["Moderate", "Severe", "Mild"]),
                "Functional RV mildly impaired."]
    elif k == "avsd":
        out += ["Repaired AVSD. No residual atrial or ventricular level shunt.",
                "%s left AV valve regurgitation through the cleft region." % rng.choice(["Mild", "Moderate"]),
                "No LVOT obstruction (peak 12 mmHg)."]
    elif k == "eisen":
        out += ["Large unrestrictive defect with bidirectional, predominantly right-to-left shunt.",
                "RV hypertrophied with preserved function; TAPSE 19 mm.", "Pulmonary pressures at systemic level."]
    elif k == "pa_conduit":
        out += ["RV-PA conduit: peak gradient %d mmHg, mean %d mmHg." % (rng.randint(30, 64), rng.randint(16, 34)),
                "RV mildly hypertrophied, good function.", "Right aortic arch."]
    else:
        out += ["Septal occluder in stable position, no residual shunt.", "RV size normalised.",
                "Normal biventricular function."]
    out.append(rng.choice(["No pericardial effusion.", "IVC normal calibre with >50% respiratory variation.",
                           "Small pericardial effusion, no haemodynamic compromise.", "IVC dilated (Fontan physiology)."
                           if k == "fontan" else "IVC not dilated."]))
    return out


def cmr_rows(rng, L):
    k = L["key"]
    if k == "fontan":
        rows = [("SV EDVi", str(rng.randint(70, 130)), "ml/m2", "-"), ("SV ESVi", str(rng.randint(30, 70)), "ml/m2", "-"),
                ("SV EF", str(rng.randint(40, 62)), "%", ">=50"), ("Ventricular mass index", str(rng.randint(45, 80)), "g/m2", "-"),
                ("Ascending aorta flow", _u(rng, 2.4, 3.8, 1), "L/min/m2", ""),
                ("SVC flow", _u(rng, 0.8, 1.5, 1), "L/min/m2", ""), ("IVC/Fontan conduit flow", _u(rng, 1.2, 2.3, 1), "L/min/m2", ""),
                ("Aortopulmonary collateral flow", str(rng.randint(8, 28)), "% of Qs", "")]
        return rows
    sys_rv = k in ("tga_atrial", "cctga")
    rv_hi = 190 if k in ("rtof", "pa_conduit", "ebstein") else 120
    rows = [("LVEDVi", str(rng.randint(62, 105)), "ml/m2", "57-105"), ("LVESVi", str(rng.randint(20, 48)), "ml/m2", "14-38"),
            ("LVEF", str(rng.randint(45, 68)), "%", "57-74"), ("LV mass index", str(rng.randint(45, 80)), "g/m2", "38-73"),
            ("RVEDVi", str(rng.randint(85, rv_hi)), "ml/m2", "61-121"), ("RVESVi", str(rng.randint(35, 100)), "ml/m2", "19-55"),
            ("RVEF", str(rng.randint(32 if sys_rv else 40, 58)), "%", "51-71")]
    if k in ("rtof", "pa_conduit"):
        rows += [("MPA forward flow", _u(rng, 5.5, 9.5, 1), "L/min", ""),
                 ("PR fraction", str(rng.randint(8, 52)), "%", "<5"),
                 ("RVOT aneurysm", rng.choice(["none", "small, akinetic", "moderate, dyskinetic"]), "", "")]
    if k in ("asd", "eisen", "avsd"):
        rows.append(("Qp:Qs", _u(rng, 0.8, 2.1, 1), "", "1.0"))
    if k == "coa":
        rows += [("Isthmus diameter", str(rng.randint(11, 19)), "mm", ""),
                 ("Descending aorta at diaphragm", str(rng.randint(16, 22)), "mm", ""),
                 ("Collateral flow", str(rng.randint(0, 18)), "%", "")]
    rows.append(("Ascending aorta", str(rng.randint(26, 46)), "mm", "<=37"))
    return rows


def cmr_text(rng, L):
    k = L["key"]
    base = {"rtof": ["RV dilated with akinetic RVOT patch region.", "Free pulmonary regurgitation.",
                     "LGE at RVOT patch and VSD patch insertion points (expected post surgery)."],
            "fontan": ["Extracardiac conduit widely patent, no thrombus on post-contrast imaging.",
                       "Branch PAs of good calibre; mild proximal LPA narrowing (8 mm).",
                       "Liver enlarged with heterogeneous reticular enhancement (Fontan-associated liver disease)."],
            "tga_atrial": ["Systemic RV hypertrophied and dilated.", "Systemic and pulmonary venous pathways patent.",
                           "Patchy RV insertion-point LGE."],
            "tga_aso": ["Neo-aortic root dilated, stable.", "Coronary origins unobstructed on whole-heart imaging.",
                        "Mild LPA narrowing behind the neo-aorta; RPA/LPA flow split 58:42."],
            "cctga": ["Atrioventricular and ventriculoarterial discordance confirmed.",
                      "Systemic RV dilated with moderate TR (regurgitant fraction 28%).", "No LGE."],
            "coa": ["Mild narrowing at the repair site without significant acceleration.",
                    "No aneurysm at the repair site.", "Bicuspid aortic valve."],
            "ebstein": ["Atrialised RV comprises approx 40% of total RV volume.", "Severe TR.", "LV compressed but normal EF."],
            "avsd": ["No residual shunt.", "Moderate left AVV regurgitation (RF 26%).", "Goose-neck LVOT, no obstruction."],
            "eisen": ["Large VSD with bidirectional flow.", "Dilated PA (38 mm).", "Hypertrophied RV with preserved function."],
            "pa_conduit": ["Conduit calcified with moderate stenosis.", "Mild conduit regurgitation.", "Right aortic arch."],
            "asd": ["Occluder device artefact; no residual shunt.", "RV size now within normal limits.", "No LGE."]}
    return base[k] + [rng.choice(["No pericardial effusion.", "Incidental small hepatic cyst.",
                                  "Lungs: no significant extracardiac findings.", "Bilateral small pleural effusions."])]


def cpet_vals(rng, L):
    k = L["key"]
    lo, hi = {"fontan": (14, 26), "eisen": (10, 17), "tga_atrial": (17, 27), "cctga": (16, 26),
              "rtof": (20, 34), "coa": (26, 42), "asd": (22, 36)}.get(k, (21, 35))
    pv = rng.uniform(lo, hi)
    wt = rng.uniform(52, 100)
    spo2_rest = L["sats"]
    drop = {"fontan": rng.randint(3, 8), "eisen": rng.randint(8, 20)}.get(k, rng.randint(0, 2))
    return {"pvo2": "%.1f" % pv, "pvo2l": "%.2f" % (pv * wt / 1000.0), "pct": str(int(pv / 38 * 100 + rng.randint(-6, 6))),
            "at": "%.1f" % (pv * rng.uniform(0.5, 0.7)), "rer": "%.2f" % rng.uniform(1.02, 1.25),
            "slope": "%.1f" % rng.uniform(24 if k not in ("fontan", "eisen") else 32, 36 if k != "eisen" else 58),
            "hr_rest": str(rng.randint(58, 92)), "hr_peak": str(rng.randint(118 if k in ("fontan", "tga_atrial") else 140, 185)),
            "watts": str(int(pv * wt / 11)), "o2p": "%.1f" % rng.uniform(7, 16),
            "sats_rest": str(spo2_rest), "sats_peak": str(max(spo2_rest - drop, 60)),
            "bp_rest": "%d/%d" % (rng.randint(100, 140), rng.randint(60, 88)),
            "bp_peak": "%d/%d" % (rng.randint(150, 225 if k == "coa" else 190), rng.randint(60, 95)),
            "borg": str(rng.randint(15, 19)), "fev1": "%.2f" % rng.uniform(2.0, 4.3),
            "fvc": "%.2f" % rng.uniform(2.6, 5.2), "oues": "%.2f" % rng.uniform(1.2, 2.8),
            "weight": "%.1f" % wt}


def cath_haemo(rng, L):
    k = L["key"]
    if k == "fontan":
        f = rng.randint(11, 19)
        return [("SVC", "mean %d" % (f + 1)), ("IVC", "mean %d" % f), ("Fontan conduit", "mean %d" % f),
                ("RPA", "mean %d" % (f - 1)), ("LPA", "mean %d" % (f - 1)), ("PCWP", "mean %d" % rng.randint(6, 11)),
                ("Ventricle", "%d/%d" % (rng.randint(85, 110), rng.randint(6, 13))),
                ("Aorta", "%d/%d (mean %d)" % (rng.randint(90, 115), rng.randint(50, 65), rng.randint(68, 82)))]
    rv_sys = rng.randint(28, 85)
    return [("RA", "a %d, v %d, mean %d" % (rng.randint(6, 12), rng.randint(5, 11), rng.randint(4, 10))),
            ("RV", "%d/%d" % (rv_sys, rng.randint(6, 14))),
            ("MPA", "%d/%d (mean %d)" % (rv_sys - rng.randint(0, 25), rng.randint(8, 20), rng.randint(14, 45))),
            ("PCWP", "mean %d" % rng.randint(7, 16)),
            ("LV", "%d/%d" % (rng.randint(100, 140), rng.randint(8, 14))),
            ("Aorta", "%d/%d (mean %d)" % (rng.randint(100, 140), rng.randint(55, 80), rng.randint(70, 95)))]


def cath_sats(rng, L):
    s = L["sats"]
    return [("SVC", rng.randint(62, 74)), ("IVC", rng.randint(66, 78)), ("PA", rng.randint(64, 80)),
            ("PV", rng.randint(96, 99)), ("Aorta", s)]
