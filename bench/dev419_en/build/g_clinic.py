"""Genre: arrhythmia clinic letter (UK/IE/AU/CA letter to GP; US-style EP consult note)."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr, addr_lines, addr_inline, hospital_name
from common import letterhead, re_line, sign, cc_block, meds, age_phrase, chads, vitals, ecg, comorbid, dictation, pt_block

GENRE = "arrhythmia_clinic_letter"
PROBLEMS = [
    "Paroxysmal atrial fibrillation ({ch})", "Persistent AF, EHRA 2b ({ch})", "Typical atrial flutter - CTI ablation {y}",
    "AVNRT - slow pathway ablation {y}", "Frequent RVOT ectopy (burden 14% on Holter)", "Sinus node dysfunction - DDD pacemaker {y}",
    "Ischaemic cardiomyopathy, LVEF 30% - CRT-D {y}", "Non-sustained VT", "WPW pattern, low-risk pathway (loss of pre-excitation on exercise)",
    "Inappropriate sinus tachycardia", "PoTS (NASA lean test positive)", "Long QT syndrome type 1 (KCNQ1)", "Brugada pattern (drug-induced, ajmaline)",
    "Hypertension", "Obstructive sleep apnoea", "Hypothyroidism", "CKD 3a",
]


def art(c):
    return "an" if str(c["age_n"]).startswith("8") or c["age_n"] in (11, 18) else "a"


def problems(d, c, rng):
    D = c["D"]
    items = rng.sample(PROBLEMS[:13], rng.randint(2, 4)) + rng.sample(PROBLEMS[13:], rng.randint(0, 2))
    d.t("Diagnoses:\n")
    for i, it in enumerate(items):
        d.t("%d. " % (i + 1))
        if "{y}" in it:
            a, b = it.split("{y}")
            d.t(a).put(D.y(phi.add(c["index"], -rng.randint(200, 3000)))).t(b)
        else:
            d.t(it.replace("{ch}", chads(rng)))
        d.nl()


def narrative(d, c, rng, us=False):
    D = c["D"]
    ch = rng.choice
    pt = c["pt"]
    day = c["index"]
    if us:
        d.t("HPI: ").put(pt.full()).t(" is %s " % art(c)).put(age_phrase(c, rng, article=True)).t(" %s " % c["sexw"])
    else:
        d.t("I saw ").put([c["title"] + " ", pt.last_()]).t(" in the %s today" % ch(["arrhythmia clinic", "heart rhythm clinic", "AF clinic", "EP clinic"]))
        if rng.random() < 0.5:
            d.t(", accompanied by %s %s " % (c["his"], c["nok_rel"])).put(c["nok"].first_() if rng.random() < 0.6 else c["nok"].full())
        d.t(". %s is %s " % (c["He"], art(c))).put(age_phrase(c, rng, allow_sex=True, article=True)).t(" ")
    d.put(c["job"])
    if c["working"] and rng.random() < 0.7:
        d.t(" at ").p(c["employer"])
    d.t(" %s\n" % ch(["referred with palpitations.", "with a background of paroxysmal AF.", "who was referred following an ED attendance.",
                       "known to us with a pacemaker.", "with recurrent episodes of fast heart beating."]))
    d.t("%s describes %s, %s, lasting %s. " % (c["He"], ch(PC.SYMPTOMS), ch(["sudden onset and offset", "worse after alcohol", "often at rest in the evening",
                                                                             "triggered by bending", "associated with polyuria afterwards"]),
                                          ch(["minutes", "up to 6 hours", "a few seconds", "20-30 min", "overnight"])))
    if rng.random() < 0.6:
        oh = P(hospital_name(rng, c["country"]), "HOSPITAL")
        d.t("The most recent episode was on ").put(D.n(phi.add(day, -rng.randint(5, 90))))
        d.t(", when %s attended the ED at " % c["he"]).p(oh).t(" and %s.\n" % ch(["was cardioverted with flecainide", "an ECG showed AF at 142 bpm",
                                                                                     "reverted spontaneously", "was treated with adenosine 6 then 12 mg, terminating an SVT"]))
    if rng.random() < 0.5:
        d.t("%s had a similar episode while on holiday in " % c["He"]).p(c["origin"])
        d.t(" over ").put(P(ch(["Christmas", "Easter", "New Year", "Eid", "Diwali", "Thanksgiving" if c["country"] in ("US", "CA") else "Whitsun"]), "DATE") if rng.random() < 0.7 else D.my(phi.add(day, -rng.randint(60, 300))))
        d.t(".\n")
    if rng.random() < 0.4:
        d.t("%s mother had a pacemaker in her 70s; no family history of sudden cardiac death under 40. %s lives with %s %s in " % (c["His"], c["He"], c["his"], c["nok_rel"]))
        d.p(c["addr"]["city"]).t(".\n")
    d.t("Alcohol %d units/week, %s. Caffeine %s.\n" % (rng.randint(0, 28), ch(["non-smoker", "ex-smoker (20 pack-years)", "smokes 10/day", "vapes"]),
                                                     ch(["2 coffees", "energy drinks", "decaf only", "4-5 teas"])))


def make(rng, d, country, dates):
    c = make_case(rng, country, dates, "PPM")
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    gp = c["gp"]
    us = country == "US" or (country == "CA" and rng.random() < 0.4)
    if us:
        d.f("{h}\nCardiac Electrophysiology - Outpatient Consultation\n\n", h=c["hosp"])
        pt_block(d, c, rng, style=rng.choice([1, 2]))
        d.f("Date of service: {dd}\nReferring provider: {t} {n}, {pr}\n", dd=D.d(day), t=gp.title_, n=gp.full(), pr=c["gp_prac"])
        d.t("Attending: ").put(dr(c["cons"], rng, 2)).t(", %s\n" % c["cons"].cred)
        if rng.random() < 0.5:
            d.f("Scribe: {s}\n", s=c["nurse2"].full())
        d.t("\nReason for visit: %s\n\n" % ch(["AF follow-up", "palpitations", "new referral - SVT", "PVCs", "post-ablation follow-up", "ICD follow-up"]))
        narrative(d, c, rng, us=True)
        d.nl()
        comorbid(d, rng, title="Past Medical History")
        d.t("Allergies: %s\n" % ch(PC.ALLERGIES))
        meds(d, c, rng, title="Current Outpatient Medications")
        d.t("Social: ").put(c["job"]).t(". Lives in ").p(c["addr"]["city"]).t(", ").p(c["addr"]["region"]).t(" with %s %s.\n" % (c["his"], c["nok_rel"]))
        d.t("\nPhysical exam: %s. JVP not raised, irregularly irregular / regular, no murmurs, chest clear, no edema.\n" % vitals(rng, us=True))
        d.t("ECG today: %s.\n" % ecg(rng))
        d.t("Echo (").put(D.d(phi.add(day, -rng.randint(20, 300)))).t("): LVEF %d%%, LA %s, no significant valve disease.\n" % (rng.randint(25, 65), ch(["mildly dilated", "normal", "severely dilated (LAVI 52 mL/m2)"])))
        d.t("\nAssessment/Plan:\n")
        d.t("%s. %s\n" % (chads(rng), ch(["Continue apixaban 5 mg BID.", "Start apixaban 5 mg BID; stop aspirin.", "Anticoagulation not indicated."])))
        d.t("- %s\n- %s\n" % (ch(["Discussed PVI vs AAD; patient wishes to proceed with ablation (PFA). Consent and CT scheduled.",
                                    "Start flecainide 50 mg BID with bisoprolol cover; exercise test in 1 week.",
                                    "14-day Zio patch to quantify burden.", "Refer for EP study +/- ablation."]),
                                ch(["Sleep study for suspected OSA (STOP-BANG 5).", "Weight loss, alcohol reduction per LEGACY/ARREST-AF data.",
                                    "TSH, CMP, CBC today.", "Follow up 3 months."])))
        d.t("Return: ").put(D.d(phi.add(day, rng.choice([42, 90, 180])))).t(" with ").put(dr(c["cons"], rng, 0)).t(".\n")
        d.t("Patient portal message sent to ").p(c["email"]).t(".\n") if rng.random() < 0.4 else None
        sign(d, c, rng, "cons", dated=day, esign=True)
        if rng.random() < 0.6:
            d.t("cc: ").put(dr(gp, rng, 1)).t(", fax ").p(c["gp_fax"]).nl()
        return c
    # letter style
    letterhead(d, c, rng)
    if rng.random() < 0.5:
        d.t("Our ref: ").put(c["cons"].init(dots=False)).t("/").p(c["typist"]).t("/").p(c["mrn"]).nl()
    d.f("Clinic date: {cd}\nDate typed: {td}\n\n", cd=D.d(day), td=D.d(phi.add(day, rng.randint(1, 12))))
    d.f("{t} {n}\n{pr}\n", t=gp.title_, n=gp.full(), pr=c["gp_prac"])
    d.put(addr_lines(c["gp_addr"], country))
    d.t("\n")
    d.t("Dear ").put(["Dr ", gp.last_()] if rng.random() < 0.8 else [gp.first_()]).t(",\n\n")
    re_line(d, c, rng)
    d.nl()
    problems(d, c, rng)
    d.nl()
    meds(d, c, rng, style=rng.randrange(3), title=ch(["Current medication", "Medication", "Drugs"]))
    d.nl()
    if rng.random() < 0.6:
        d.t("Plan:\n")
        for x in rng.sample(["Start apixaban 5 mg BD (CHA2DS2-VASc 2)", "Increase bisoprolol to 5 mg OD", "Flecainide 100 mg pill-in-the-pocket",
                             "Listed for AF ablation (PVI)", "7-day Holter", "Echocardiogram", "Review in 3 months", "Discharged to GP care",
                             "Exercise tolerance test (Bruce protocol)", "Check TFTs, U&E, Mg"], rng.randint(2, 4)):
            d.t("- %s\n" % x)
        d.nl()
    narrative(d, c, rng)
    d.t("\nOn examination %s. Heart sounds normal%s.\n" % (vitals(rng), ch(["", ", soft ejection systolic murmur", ", irregularly irregular pulse"])))
    d.t("ECG: %s.\n" % ecg(rng))
    if rng.random() < 0.6:
        d.t("Holter (").put(D.d(phi.add(day, -rng.randint(10, 120)))).t("): %s.\n" % ch(["SR throughout, 2% VE", "AF burden 18%, max VR 168 bpm",
                                                                                       "no pauses, symptom-rhythm correlation negative", "runs of SVT up to 12 s"]))
    d.t("\n%s\n" % ch(["I have explained that this is most likely paroxysmal AF and discussed the options of rate control, rhythm control and catheter ablation. "
                        "We have agreed to start anticoagulation and I have listed for PVI.",
                        "The palpitations sound like ectopy. I reassured and advised reducing caffeine. No further follow-up required.",
                        "The history is in keeping with re-entrant SVT. I have offered an EP study and ablation (success ~95%, risk of heart block <1%).",
                        "Device function is satisfactory and the symptoms do not correlate with arrhythmia. We will continue remote follow-up."]))
    if country == "UK" and rng.random() < 0.5:
        d.t("I have advised that ").put([c["title"] + " ", c["pt"].last_()]).t(" does not need to inform the DVLA at present.\n")
    if rng.random() < 0.4:
        d.t("%s can be contacted on " % c["He"]).p(c["mobile"]).t(" for the admission date.\n")
    sign(d, c, rng, "cons", dated=day, letter=True, esign=False)
    if rng.random() < 0.6:
        dictation(d, c, rng)
    cc_block(d, c, rng)
    return c
