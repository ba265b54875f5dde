"""Genres: transthoracic echo report with measurements table; ambulatory ECG (Holter) report."""
import clin
import pools as P
from blocks import title_name
from core import Note, cap
from g3 import hdr_patient

MACHINES = ["GE Vivid E95", "Philips EPIQ CVx", "Siemens Acuson SC2000", "GE Vivid S70N", "Philips Affiniti 70"]


def echo_report(c):
    N = Note()
    pt = c.patient()
    hosp = c.hospital(c.ch(["local", "local", "tertiary"]))
    son, rep, ref = c.clinician("sono"), c.clinician("cons"), c.clinician(c.ch(["gp", "cons", "reg"]))
    ef = c.ch([c.ri(20, 39), c.ri(40, 51), c.ri(52, 68), c.ri(55, 65)])
    val = c.ch(["none", "none", "as", "mr", "ar", "tr"])
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["Echocardiography Department", "Cardiac Investigations Unit", "Non-invasive Cardiology"]), "\n")
    N.add(c.ch(["TRANSTHORACIC ECHOCARDIOGRAM REPORT", "TTE REPORT", "Echocardiogram Report (Adult TTE)"]), "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.35))
    N.add("Study date: ", (c.fd(c.ref, c.ch(["dmy", c.dstyle, "dash"])), "DATE"), "   Study no: ", (c.accession(c.ch(["ECH", "TTE", "E"])), "IDNUM"), "\n")
    loc = c.ri(0, 2)
    if loc == 0:
        N.add("Location: Echo Room ", (str(c.ri(1, 6)), "LOCATION_OTHER"), ", ", (c.ch(P.BUILDINGS), "LOCATION_OTHER"), "\n")
    elif loc == 1:
        N.add("Location: ", (c.ch(P.WARDS), "HOSPITAL"), " bedside, bed ", (str(c.ri(1, 30)), "LOCATION_OTHER"), "\n")
    else:
        N.add("Location: Outpatients\n")
    N.add("Referrer: Dr ", (ref.name(c.ch(["full", "fl"])), "DOCTOR"))
    if ref.role == "General Practitioner":
        N.add(", ", (c.practice(), "HOSPITAL"))
    N.add("\nIndication: ", c.ch(["Breathlessness, ?LVSD, NT-proBNP %d" % c.ri(400, 6000), "Murmur", "Post-MI LV assessment",
                                 "AF - structural assessment", "Follow-up known %s" % c.ch(["AS", "MR", "dilated aorta"]),
                                 "Pre-chemotherapy baseline (anthracycline)", "Syncope"]), "\n")
    N.add("Sonographer: ", (son.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", son.cred, "   Reporting: ")
    title_name(N, rep, c.ch(["full", "last"]))
    N.add("\nEquipment: ", c.ch(MACHINES))
    if c.p(0.55):
        N.add(" (", c.ch(["workstation IP ", "IP ", "network address "]), (c.ip(), "IPADDR"), ")")
    N.add("\n")
    ht, wt = c.ri(150, 192), c.ri(48, 128)
    bsa = round(((ht * wt) / 3600.0) ** 0.5, 2)
    N.add("Height %d cm  Weight %d kg  BSA %.2f m2  HR %d bpm  BP %d/%d mmHg  Rhythm %s\n" % (
        ht, wt, bsa, c.ri(48, 110), c.ri(100, 170), c.ri(55, 95), c.ch(["SR", "SR", "AF", "paced"])))
    N.add("Image quality: ", c.ch(["Good", "Fair", "Technically difficult (body habitus)", "Adequate; contrast (SonoVue) used"]), "\n\n")
    N.add("MEASUREMENTS\n")
    lvidd = c.uf(4.0, 5.6) if ef >= 45 else c.uf(5.4, 7.1)
    lvids = lvidd * (0.58 if ef >= 52 else 0.7 if ef >= 40 else 0.82)
    rows = [("IVSd", "cm", "%.1f" % c.uf(0.7, 1.6), "0.6-1.0"), ("LVIDd", "cm", "%.1f" % lvidd, "4.2-5.8"),
            ("LVPWd", "cm", "%.1f" % c.uf(0.7, 1.4), "0.6-1.0"), ("LVIDs", "cm", "%.1f" % lvids, "2.5-4.0"),
            ("LVEF (biplane)", "%", str(ef), "52-72"), ("GLS", "%", "-%.1f" % c.uf(8, 21), "< -18"),
            ("LAVI", "mL/m2", str(c.ri(22, 62)), "<34"), ("Ao root", "cm", "%.1f" % c.uf(2.8, 4.6), "<3.7"),
            ("Asc Ao", "cm", "%.1f" % c.uf(2.8, 5.1), "<3.8"), ("TAPSE", "mm", str(c.ri(11, 26)), ">17"),
            ("RV S'", "cm/s", "%.1f" % c.uf(7, 15), ">9.5"), ("E / A", "m/s", "%.2f / %.2f" % (c.uf(0.4, 1.3, 2), c.uf(0.3, 1.1, 2)), ""),
            ("E/e' (avg)", "", "%.1f" % c.uf(6, 22), "<14"), ("DT", "ms", str(c.ri(140, 290)), "160-240"),
            ("TR Vmax", "m/s", "%.1f" % c.uf(1.8, 3.9), "<2.8"), ("RVSP", "mmHg", str(c.ri(20, 65)), "<35"),
            ("IVC", "", "%.1f cm, %s collapse" % (c.uf(1.2, 2.8), c.ch([">50%", "<50%"])), "")]
    if val == "as":
        rows += [("AV Vmax", "m/s", "%.1f" % c.uf(3.0, 5.2), "<2.5"), ("AV mean PG", "mmHg", str(c.ri(20, 70)), ""),
                 ("AVA (VTI)", "cm2", "%.2f" % c.uf(0.55, 1.4, 2), ">2.0"), ("DVI", "", "%.2f" % c.uf(0.18, 0.4, 2), ">0.5")]
    if val == "mr":
        rows += [("MR EROA (PISA)", "cm2", "%.2f" % c.uf(0.1, 0.6, 2), ""), ("MR RVol", "mL", str(c.ri(20, 90)), "")]
    tab = c.ch(["grid", "plain"])
    if tab == "grid":
        bar = "+-----------------+----------------------+--------+-----------+\n"
        N.add(bar, "| Parameter       | Value                | Unit   | Normal    |\n", bar)
        for r in rows:
            N.add("| %-15s | %-20s | %-6s | %-9s |\n" % (r[0], r[2], r[1], r[3]))
        N.add(bar)
    else:
        for r in rows:
            N.add("%-16s %-14s %-7s %s\n" % (r[0], r[2], r[1], ("(" + r[3] + ")") if r[3] else ""))
    N.add("\nFINDINGS\n")
    lvf = "normal" if ef >= 52 else "mildly impaired" if ef >= 41 else "moderately impaired" if ef >= 30 else "severely impaired"
    N.add("Left ventricle: ", c.ch(["Non-dilated", "Mildly dilated", "Dilated"]), " LV with ", lvf, " systolic function (EF %d%%). " % ef)
    if ef < 52:
        N.add(c.ch(["Akinetic apex and apical septum.", "Inferior and inferolateral hypokinesia.", "Global hypokinesia.",
                    "Anteroseptal akinesia with thinning."]), " ")
    N.add("Diastolic function: ", c.ch(["grade I dysfunction", "grade II (pseudonormal)", "normal for age", "indeterminate (AF)"]), ".\n")
    N.add("Right ventricle: ", c.ch(["Normal size and function.", "Mildly dilated, borderline function.", "Dilated with impaired function."]), "\n")
    N.add("Atria: ", c.ch(["LA normal.", "LA moderately dilated.", "Biatrial dilatation."]), " Interatrial septum ",
          c.ch(["intact on colour.", "aneurysmal, no shunt seen.", "- small PFO with positive bubble study."]), "\n")
    N.add("Aortic valve: ", {"as": "Trileaflet, heavily calcified with reduced excursion; severe AS by gradient and AVA.",
                             "ar": "Bicuspid (fused R-L); moderate AR, vena contracta 5 mm, PHT 380 ms."}.get(val, "Trileaflet, opens well. No AS/AR."), "\n")
    N.add("Mitral valve: ", {"mr": "Posterior leaflet prolapse (P2) with eccentric anteriorly directed jet; severe MR."}.get(val, c.ch(["Mild MR.", "Normal.", "MAC; trivial MR."])), "\n")
    N.add("Tricuspid/pulmonary: ", {"tr": "Severe functional TR, annulus 44 mm, RVSP %d mmHg." % c.ri(45, 70)}.get(val, "Mild TR. Normal PV."), "\n")
    N.add("Pericardium: ", c.ch(["No effusion.", "Small (<1 cm) circumferential effusion, no tamponade.", "No effusion."]), "\n\n")
    N.add("CONCLUSION\n1. ", cap(lvf), " LV systolic function, EF %d%%.\n" % ef)
    N.add("2. ", {"as": "Severe aortic stenosis.", "mr": "Severe primary MR - refer to valve clinic.", "ar": "Bicuspid AV with moderate AR; monitor aorta.",
                  "tr": "Severe functional TR with pulmonary hypertension."}.get(val, "No significant valve disease."), "\n")
    if c.p(0.5):
        N.add("3. Compared with previous study of ", (c.fd(c.days(-c.ri(120, 1400))), "DATE"), ": ",
              c.ch(["no significant change.", "EF improved from %d%%." % c.ri(20, 35), "AS has progressed."]), "\n")
    N.add("\nReported by: ")
    title_name(N, rep, c.ch(["full", "fl"]))
    N.add(", ", rep.role, " on ", (c.fd(c.days(c.ri(0, 3))), "DATE"), "\n")
    if c.p(0.6):
        N.add("Electronically signed (user ", (rep.user, "USERNAME"), ")\n")
    if c.p(0.3):
        N.add("Copy to: ", (pt.name("full"), "PATIENT"), " via patient portal ", (c.url("results"), "URL"), "\n")
    return N


def holter_report(c):
    N = Note()
    pt = c.patient()
    hosp = c.hospital("local")
    phy, rep, ref = c.clinician("phys"), c.clinician(c.ch(["cons", "ep"])), c.clinician(c.ch(["gp", "cons", "reg"]))
    dur = c.ch([24, 24, 48, 72, 7 * 24, 14 * 24])
    kind = {24: "24-HOUR", 48: "48-HOUR", 72: "72-HOUR", 168: "7-DAY", 336: "14-DAY PATCH"}[dur]
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["Cardiac Physiology", "Cardiorespiratory Department", "Cardiac Investigations"]), "\n")
    N.add(kind, " AMBULATORY ECG ", c.ch(["(HOLTER) REPORT", "REPORT", "MONITOR REPORT"]), "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.4))
    N.add("Referrer: Dr ", (ref.name("full"), "DOCTOR"))
    if ref.role == "General Practitioner":
        N.add(" (", (c.practice(), "HOSPITAL"), ")")
    N.add("\nIndication: ", c.ch(["Palpitations", "Presyncope", "Post-stroke AF screening", "Syncope", "Rate control assessment in AF",
                                 "Ectopy burden (LVEF %d%%)" % c.ri(30, 50), "Bradycardia on ECG"]), "\n")
    N.add("Recorder: ", c.ch(["Spacelabs Lifecard CF", "Zio XT patch", "Philips DigiTrak XT", "Bittium Faros 360", "GE SEER 1000"]),
          c.ch(["  SN ", "  serial ", "  device no. "]), (c.device_sn("holter"), "DEVICE"), "\n")
    st = c.ref
    N.add("Fitted: ", (c.fd(st, c.ch(["dmy", "wds", c.dstyle])), "DATE"), " %02d:%02d" % (c.ri(8, 16), c.ri(0, 59)), " by ",
          (c.clinician("phys").name(c.ch(["full", "init2"])), "DOCTOR"), "   Returned: ", (c.fd(c.days(max(1, dur // 24)), c.ch(["dmy", "dm"])), "DATE"), "\n")
    N.add("Recording duration: %d h %02d min   Analysable: %d%%\n\n" % (dur - 1 if dur > 24 else 23, c.ri(0, 59), c.ri(88, 100)))
    N.add("SUMMARY\n")
    af = c.p(0.3)
    rows = [("Underlying rhythm", "AF" if af and c.p(0.4) else "Sinus rhythm" + (" with paroxysmal AF" if af else "")),
            ("Total beats", "{:,}".format(c.ri(80000, 130000) * max(1, dur // 24))),
            ("Min HR", "%d bpm at %02d:%02d (%s)" % (c.ri(34, 58), c.ri(0, 6), c.ri(0, 59), c.ch(["asleep", "sleep", "night"]))),
            ("Max HR", "%d bpm at %02d:%02d" % (c.ri(110, 188), c.ri(8, 21), c.ri(0, 59))), ("Mean HR", "%d bpm" % c.ri(58, 96)),
            ("Pauses >2.0 s", c.ch(["None", "None", "%d, longest %.1f s (sinus arrest, nocturnal)" % (c.ri(1, 6), c.uf(2.1, 4.4))])),
            ("VE beats", "%d (%.1f%% burden), %s" % (c.ri(0, 20000), c.uf(0, 14), c.ch(["unifocal", "multifocal", "2 morphologies"]))),
            ("VE couplets / runs", "%d / %d (longest %d beats at %d bpm)" % (c.ri(0, 40), c.ri(0, 5), c.ri(3, 11), c.ri(130, 190))),
            ("SVE beats", "%d, %d runs of SVT (longest %d beats)" % (c.ri(10, 5000), c.ri(0, 12), c.ri(3, 40))),
            ("AF burden", "%d%%" % c.ri(1, 100) if af else "0%"), ("ST analysis", "No significant ST shift")]
    for a, b in rows:
        N.add("%-20s %s\n" % (a + ":", b))
    N.add("\nPATIENT DIARY / EVENTS\n")
    for _ in range(c.ri(1, 4)):
        t = "%02d:%02d" % (c.ri(6, 23), c.ri(0, 59))
        what = c.ch(["palpitations", "dizzy", "fluttering in chest", "short of breath", "chest ache", "button pressed - felt faint"])
        ctxt = c.ri(0, 4)
        N.add("- ", t, " ", what)
        if ctxt == 0:
            N.add(" walking the dog in ", (c.ch(P.LANDMARKS), "LOCATION_OTHER"))
        elif ctxt == 1:
            N.add(" at work (", (c.ch(P.EMPLOYERS), "ORGANIZATION"), ")")
        elif ctxt == 2:
            fam = c.family(pt)
            N.add(" visiting ", pt.his(), " ", fam.rel, " ", (fam.name("first"), "FAMILY"))
        elif ctxt == 3:
            N.add(" on ", (c.fd(c.days(1), c.ch(["wday", "wds"])), "DATE"), " evening")
        N.add(": ", c.ch(["sinus rhythm %d bpm" % c.ri(60, 110), "sinus tachycardia %d bpm" % c.ri(100, 130), "isolated VEs",
                          "paroxysmal AF %d bpm" % c.ri(100, 160), "SVT %d bpm" % c.ri(160, 210), "sinus rhythm, no arrhythmia"]), "\n")
    N.add("\nCONCLUSION\n")
    N.add(c.ch(["Symptoms correlated with sinus rhythm / sinus tachycardia only.", "Paroxysmal AF captured with symptoms; consider anticoagulation (CHA2DS2-VASc).",
                "High VE burden - suggest echo/cardiac MRI to exclude cardiomyopathy.", "Nocturnal sinus pauses only; no daytime bradycardia.",
                "Brief runs of SVT - likely AVNRT/AT; EP referral if symptomatic.", "No significant arrhythmia."]), "\n\n")
    N.add("Analysed by: ", (phy.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", phy.role)
    if phy.lic and c.p(0.5):
        N.add(" (", phy.lic.rsplit(" ", 1)[0], " ", (phy.lic.rsplit(" ", 1)[1], "LICENSE"), ")")
    N.add("\nReported by: ")
    title_name(N, rep, c.ch(["full", "fl"]))
    N.add(" ", (c.fd(c.days(c.ri(2, 12))), "DATE"), "\n")
    if dur >= 168 and c.p(0.7):
        N.add("Data uploaded from patient home hub ", (c.ip(), "IPADDR"), "; portal account ", (c.account(), "ACCOUNT"), "\n")
    return N
