"""Peri-operative genres: pre-op voice/vocal cord check, operation note,
post-op calcium/PTH chart, anaesthetic pre-assessment (own genre)."""
import datetime

import clin
import common as M
import core as C
import pools as P
from core import ch, rint, chance, digits

TD = datetime.timedelta


def _tm(lo=7, hi=18):
    return "%02d:%02d" % (rint(lo, hi), ch([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def _banner(n, c):
    k = rint(0, 2)
    if k == 0:
        n.f("Patient: {pt_full}   DOB: {dob}   {mrn_label}: {mrn}\n", c)
    elif k == 1:
        n.f("{pt_LFU}  ({age}{sx})  {mrn_label} {mrn}", c)
        if c["cc"] == "UK" and chance(0.6):
            n.f("  {nhs_label} {nhs}", c)
        n.t("\n")
    else:
        n.f("Name: {title} {pt_fml}\nDOB: {dob}  Age: {age}\nHosp no: {mrn}\n", c)


def driving_licence(c):
    cc, pr = c["cc"], c["_p"]["pt"]
    if cc == "UK":
        sur = (C.slug(pr["last"]).upper() + "99999")[:5]
        d = c["_d"]["dob"]
        return "%s%d%02d%02d%d%s%s%s" % (sur, d.year % 100 // 10, d.month + (50 if c["sex"] == "F" else 0), d.day,
                                          d.year % 10, C.slug(pr["first"])[0].upper() + pr["mid"], "9", C.letters(2))
    if cc == "US":
        return "%s%s-%s-%s" % (C.slug(pr["last"])[0].upper(), digits(3), digits(4), digits(4))
    if cc == "CA":
        return "%s%s-%s-%s" % (C.slug(pr["last"])[0].upper(), digits(4), digits(5), digits(5))
    if cc == "AU":
        return digits(ch([8, 9, 10]))
    if cc == "NZ":
        return "%s%s" % (C.letters(2), digits(6))
    return "%s" % digits(9)


# ------------------------------------------------------------------ voice check
def voice_check(n, c):
    post = chance(0.15)
    dkey = "pvoice" if post else "voice"
    n.f(ch(["PRE-OPERATIVE VOICE AND VOCAL CORD ASSESSMENT\n", "Flexible Nasendoscopy - Vocal Cord Check\n",
            "{hosp} Voice Clinic (ENT / SLT)\nPre-thyroidectomy laryngeal examination\n",
            "LARYNGOSCOPY REPORT - pre-op thyroid/parathyroid\n"]), c)
    if post:
        n.t("(Post-operative check)\n")
    _banner(n, c)
    n.f("Date: {" + dkey + "}   Clinic: " + ch(["ENT outpatients", "Joint voice clinic", "SLT voice clinic", "Thyroid one-stop"]) +
        ch([", room {clinic_room}", ", room {clinic_room}, {building}", " ({building})"]) + "\n", c)
    n.f("Referrer: " + M.dr(c) + " {sur_full}, Endocrine Surgery\nPlanned procedure: " + c["proc"] +
        (" ({op_s})" if not post else " - performed {op_s}") + "\n", c)
    n.t("Indication: %s\n" % ch(["baseline laryngeal examination before thyroid/parathyroid surgery (%s guidance)" %
                                  ch(["BAETS", "AAO-HNS", "ANZES", "ATA"]),
                                  "pre-op documentation of vocal fold mobility", "voice change reported at surgical clinic",
                                  "revision surgery - previous neck operation"]))
    if chance(0.4):
        n.f("Seen with: {his} {fam_rel} {fam_first}" + ch(["", " (interpreter not required)", "; consent given verbally"]) + "\n", c)
    n.t("\nVoice history:\n")
    if chance(0.55):
        n.f("Occupation: {vprof} - " + ch(["professional voice user", "high vocal demand", "voice-critical job"]) +
            ". " + ch(["Sings with {choir}.", "Uses voice all day at {employer}.", "Also sings in a church choir."]) + "\n", c)
    elif c["retired"]:
        n.f("Retired {rprof}; sings socially.\n", c)
    else:
        n.f("Works as a {prof}. Moderate voice use.\n", c)
    n.t(ch(["No hoarseness, dysphagia or stridor. ", "Occasional throat clearing; no voice change. ",
            "Self-reported voice change for 3 months; pitch lower. "]))
    n.t(ch(["Non-smoker. ", "Ex-smoker. ", "Reflux symptoms treated with omeprazole. "]))
    if chance(0.3):
        n.t("Previous neck surgery: ")
        k = rint(0, 2)
        if k == 0:
            n.t("none.\n")
        elif k == 1:
            n.t("%s hemithyroidectomy elsewhere in " % c["oside"])
            n.p(str(c["_d"]["ref"].year - rint(3, 20)), "DATE")
            n.t(".\n")
        else:
            n.t("anterior cervical discectomy (")
            n.p(C.fmt_date(c["_d"]["ref"].replace(day=1) - TD(days=rint(400, 3000)), ch(["monY", "mony", "y"])), "DATE")
            n.t(").\n")
    else:
        n.t("\n")
    n.t("\nPerceptual / acoustic:\nVHI-10: %d/40   GRBAS: G%dR%dB0A0S%d   MPT: %d s   s/z ratio: %.1f\n" % (
        c["vhi"], 0 if c["vhi"] < 10 else 1, rint(0, 1), 0, rint(9, 25), 0.8 + rint(0, 5) / 10))
    if chance(0.5):
        n.t("Fo %d Hz, jitter %.1f%%, shimmer %.1f%% (Praat).\n" % (rint(95, 230), rint(2, 12) / 10, rint(15, 50) / 10))
    n.t("\nExamination:\n")
    n.f("Flexible nasendoscope " + ch(["Olympus ENF-VH2", "Karl Storz 11101RP", "Pentax VNL-1190STK"]) +
        ch([", scope serial {scope_sn}", " (scope ID {scope_sn})", " - scope no. {scope_sn}"]) +
        ch([", decontamination cycle logged", ", tracked to patient record", ""]) + ".\n", c)
    n.t("Co-phenylcaine to %s nostril.\n" % ch(["right", "left"]))
    if c["cords"] == "normal" or not post:
        n.t(ch(["Both vocal folds fully mobile with complete glottic closure. Mucosal wave symmetrical on stroboscopy.",
                "Bilateral normal vocal cord movement. No lesions. Normal supraglottis.",
                "BVCM, no pooling, arytenoids symmetrical."]) + "\n")
    else:
        n.t("%s vocal fold paresis, cord in paramedian position; small phonatory gap.\n" % c["Side"])
    if chance(0.6):
        pal = (not post) or c["cords"] == "normal"
        n.t("\n  Right VF: %s\n  Left VF: %s\n  Glottic closure: %s\n  Supraglottis: normal\n  Pooling/aspiration: %s\n" % (
            "mobile" if pal or c["side"] != "right" else "immobile, paramedian",
            "mobile" if pal or c["side"] != "left" else "immobile, paramedian",
            "complete" if pal else "incomplete - phonatory gap", ch(["none", "none", "minimal secretions"])))
    if chance(0.3):
        n.f("Video saved (clip {lab_no}).\n", c)
    n.t("\nOutcome:\n")
    if post and c["cords"] != "normal":
        n.t("Post-operative %s RLN palsy. Refer for voice therapy; review at 3 months; consider injection laryngoplasty.\n" % c["side"])
    else:
        n.t(ch(["Normal cord mobility - fit for surgery from a laryngeal perspective.",
                "Baseline documented. Post-op check at 6 weeks if any voice change.",
                "Normal. Copy to surgical team for consent record."]) + "\n")
    if chance(0.5):
        n.f(ch(["Voice care leaflet given ({hosp_url}).\n", "SLT follow-up: {slt_first} to phone on {mob}.\n",
                "Post-op laryngoscopy booked for {pvoice}.\n", "Recording uploaded to PACS ({ip}).\n"]), c)
    k = rint(0, 2)
    if k == 0:
        n.f("\nExaminer: {ent_full}, ENT " + ch(["registrar", "consultant", "fellow"]) + "\nSLT: {slt_full}, Specialist Speech and Language Therapist\n", c)
    elif k == 1:
        n.f("\n{slt_fi} (SLT) / {ent_fi} (ENT)   {" + dkey + "_s}\n", c)
    else:
        n.f("\nSigned: Dr {ent_last}   Ext {ext}\n", c)
    if chance(0.3):
        n.f("cc: {sur_email}\n", c)


# ------------------------------------------------------------------ operation note
def op_note(n, c):
    th = c["thyroid"]
    n.f(ch(["OPERATION NOTE\n", "OPERATIVE REPORT\n", "Operation Record - Endocrine Surgery\n", "BRIEF OP NOTE / FULL OP NOTE\n"]), c)
    n.f("{hosp}   Theatre {theatre}   Date: {op}\n", c)
    _banner(n, c)
    if c["cc"] in ("US", "CA"):
        n.f("{acct_label}: {acct}\n", c)
    n.f("\nSurgeon: {sur_full}\nAssistant: " + ch(["{reg_full} (registrar)", "{fell_full}, fellow", "Dr {reg_last}"]) +
        "\nAnaesthetist: Dr {an_full}\nScrub: {nurse_full}" + ch(["", "   Circulator: {nurse2_full}"]) + "\n", c)
    n.t("\nProcedure: %s\n" % c["proc"])
    n.t("Indication: %s\n" % c["dx"])
    n.t("Anaesthesia: GA, %s\n" % ch(["NIM TriVantage EMG tube size 7.0", "EMG ETT 6.0, LMA not used", "reinforced EMG tube, TIVA"]))
    n.t("Position: supine, neck extended on shoulder roll, head ring.\n")
    n.t(ch(["WHO checklist completed. ", "Team brief and WHO sign-in done. ", ""]) +
        ch(["VTE: TEDs + intermittent pneumatic compression. ", "VTE: mechanical only. "]) +
        ch(["Antibiotics: none (clean case).", "Dexamethasone 8 mg IV at induction.", "Consent form checked, side marked."]) + "\n")
    n.t("\nFindings:\n")
    if th:
        k = c["kind"]
        if k == "mng":
            n.t(ch(["Large multinodular gland, %s lobe retrosternal, delivered cervically. " % c["side"],
                    "Bilateral nodular goitre, trachea deviated to the %s but not compressed. " % c["oside"]]))
        elif k == "graves":
            n.t("Vascular, friable gland consistent with Graves' disease; pyramidal lobe present. ")
        else:
            n.t("%s lobe nodule %d mm, %s. " % (c["Side"], c["size"], "adherent to strap muscles (ETE)" if c.get("ete") else
                                                 ch(["firm, no ETE", "encapsulated", "soft, well-defined"])))
            if c["nodes"]:
                n.t("Enlarged level VI nodes on the %s. " % c["side"])
        n.t(ch(["Berry's ligament dense. ", "Tubercle of Zuckerkandl prominent on the %s. " % c["side"], ""]))
        n.t("Parathyroids: %s.\n" % ch(["4 identified and preserved", "3 seen, %s inferior autotransplanted into SCM" % c["side"],
                                          "both %s glands preserved on pedicles" % c["side"]]))
    else:
        n.t("%s gland enlarged (%d mg est.), other glands %s.\n" % (c["gland"].capitalize(), c["weight"],
                                                                  ch(["normal", "not explored", "normal size, biopsied x1"])))
    n.t("\nProcedure:\n")
    n.t(ch(["%d cm Kocher incision two fingerbreadths above sternal notch. " % rint(3, 7),
            "%d cm transverse skin-crease incision. " % rint(2, 6)]))
    n.t("Subplatysmal flaps; strap muscles separated in midline. ")
    if th:
        n.t("Superior pole vessels divided close to gland, EBSLN preserved. RLN identified in Simon's triangle and traced to entry. ")
    else:
        n.t("Gland located in %s position as predicted and excised intact. " % c["gland"])
    n.f("Nerve monitoring: " + ch(["Medtronic NIM-Response 3.0", "NIM Vital", "Inomed C2"]) +
        ch([" (unit SN {nim_sn})", ", serial {nim_sn}", " - device {nim_sn}"]) + "; ", c)
    n.t("V1 %d uV, R1 %d uV, R2 %d uV, V2 %d uV.\n" % (rint(400, 1200), rint(600, 1800), rint(600, 1800), rint(400, 1200)))
    n.f("Energy device: " + ch(["Harmonic Focus+", "LigaSure Exact Dissector", "Thunderbeat"]) +
        ch([" (generator {gen_sn})", ", gen SN {gen_sn}", ""]) + ". ", c)
    if chance(0.4):
        n.t("Parathyroid autofluorescence with %s confirmed viability. " % ch(["Fluobeam LX", "PTeye"]))
    if not th:
        n.t("IOPTH: baseline %s, 10 min %s %s.\n" % (clin.pth_fmt(c, c["pth_pre"]), clin.pth_fmt(c, 1 + rint(0, 20) / 10), c["pth_u"]))
    n.t("Haemostasis; Valsalva to 30 cmH2O. %s Closure: 3/0 Vicryl to straps and platysma, 4/0 Monocryl subcuticular, "
        "Dermabond.\n" % ("Redivac drain." if c["drain"] else "No drain."))
    n.t("EBL %d mL.\n" % rint(5, 120))
    n.f("\nSpecimen: to histology, " + ch(["request {order}", "order {order}", "label checked"]) + ". Frozen section: " +
        ch(["not sent", "sent - parathyroid tissue confirmed"]) + ".\n", c)
    n.t("\nPost-op instructions:\n")
    if c["total"] or not th:
        n.t("- %s\n" % ("PTH at 4 h; adjusted calcium on POD 1 (calcium chart)" if th else "Calcium POD 1; discharge if stable"))
    n.t("- Sit up 30 degrees; clip removers/suture cutters at bedside\n- Diet as tolerated, %s\n" % ch(["home tomorrow", "day case if well", "home POD 1"]))
    n.f("\nSigned: {sur_full}   {op_s} " + _tm(11, 19) + ch(["", "\n{lic_label} {sur_lic}"]) + "\n", c)


# ------------------------------------------------------------------ calcium chart
def calcium_chart(n, c):
    cc, cu, pu = c["cc"], c["ca_u"], c["pth_u"]
    n.f(ch(["POST-OPERATIVE CALCIUM AND PTH MONITORING CHART\n", "Calcium Monitoring Chart - Thyroid/Parathyroid Surgery\n",
            "HYPOCALCAEMIA PROTOCOL CHART\n"]) + "{ward}, {hosp}\n", c)
    _banner(n, c)
    n.f("Bed {bed}   Operation: " + c["proc"] + " on {op}   Surgeon: {sur_fi}\n", c)
    lo = "2.00" if cc != "US" else "8.0"
    us = cc in ("US", "CA")
    n.t("Protocol: PTH 4 h post-op. If PTH < %s %s or adj Ca < %s %s: start calcium carbonate 1 g %s + %s; "
        "if symptomatic or Ca < %s give IV calcium gluconate 10%% 10 mL over 10 min and inform surgical team.\n\n" % (
            "1.6" if pu == "pmol/L" else "15", pu, lo, cu, "TID" if us else "tds",
            "calcitriol 0.25 mcg BID" if us else "alfacalcidol 0.5 mcg od", "1.90" if cc != "US" else "7.6"))
    n.t("Date | Time | POD | Adj Ca (%s) | PTH (%s) | Mg | Symptoms | Chvostek | Action | Init\n" % (cu, pu))
    ca = c["ca_pre"] if c["kind"] != "phpt" else c["ca_pre"] - 0.2
    pth = 0.5 + rint(0, 40) / 10
    d0 = c["_d"]["op"]
    rows = []
    if c["kind"] == "phpt":
        rows = [(0, "09:10", "baseline"), (0, "09:42", "10 min"), (0, "09:52", "20 min")]
    rows += [(0, ch(["16:00", "17:30", "18:00"]), "4 h"), (1, "06:00", ""), (1, "14:00", ""), (2, "06:00", "")]
    if chance(0.4):
        rows.append((3, "06:00", ""))
    nurses = ["nurse", "nurse2", "cns"]
    hypo = c["total"] and chance(0.35)
    for i, (pod, tm, lab) in enumerate(rows):
        if lab in ("baseline",):
            pv, cv = c["pth_pre"], c["ca_pre"]
        elif lab in ("10 min", "20 min"):
            pv, cv = c["pth_pre"] * (0.35 if lab == "10 min" else 0.2), None
        else:
            ca -= (0.08 if hypo else 0.03) + rint(0, 6) / 100
            if hypo and pod >= 2:
                ca += 0.15
            pv, cv = (pth if lab == "4 h" else None), ca
        n.p(C.fmt_date(d0 + TD(days=pod), ch([c["_ds"]["s"], c["_ds"]["dm"]]) if i == 0 else c["_ds"]["s"]), "DATE")
        n.t(" | %s | %d%s | %s | %s | %s | " % (tm, pod, " (" + lab + ")" if lab else "", clin.ca_fmt(c, cv) if cv else "-",
                                                clin.pth_fmt(c, pv) if pv else "-", "0.%d" % rint(68, 95) if pod >= 1 and chance(0.5) else "-"))
        sym = hypo and pod >= 1 and cv and cv < 2.05
        n.t("%s | %s | %s | " % ("tingling fingers" if sym else "nil", "pos" if sym else "neg",
                                 ("Ca carbonate + " + ("calcitriol" if us else "alfacalcidol") + " started") if sym and pod == 1 else ("IV Ca gluconate" if sym else "-")))
        n.put(c[ch(nurses) + "_ini"] if chance(0.8) else c["reg_ini"])
        n.t("\n")
    n.t("\nSymptom checklist each round: perioral/fingertip paraesthesia, cramps, carpopedal spasm (Trousseau's sign), "
        "Chvostek's sign, QTc on ECG if Ca < %s.\n" % ("1.90" if cc != "US" else "7.6"))
    if hypo:
        n.f("\nMAR: calcium gluconate 10% 10 mL IV in 100 mL NaCl 0.9% over 10 min, given " + _tm(7, 9) +
            " POD 1 by {nurse_full}, second check {nurse2_full}.\n", c)
    if chance(0.5):
        n.f("Handover " + ch(["(night)", "(day)", "07:30"]) + ": {pt_first} " + ch(["comfortable, drain minimal", "eating and drinking, voice ok",
                                                                                  "anxious about results, CNS informed"]) +
            "; " + ch(["{fam_rel} visiting this evening", "NOK {fam_full} updated by phone", "no visitors"]) + ".\n", c)
    if hypo:
        n.f("\nComments: {pt_first} reported tingling POD 1 " + _tm(6, 10) + ". Reviewed by Dr {reg_full} (bleep {reg_bleep}); "
            "oral supplements started, ECG QTc 452 ms. Discussed with " + M.dr(c) + " {sur_last}.\n", c)
    else:
        n.f("\nComments: PTH satisfactory; no supplements required. For discharge " + ch(["today", "POD 1", "after 06:00 bloods"]) +
            ". Reviewed {reg_fi}.\n", c)
    if chance(0.4):
        n.f("Lab reference: {lab_no}   Results phoned by {sci_fi} (ext {ext})\n", c)
    if chance(0.3):
        n.f("Next of kin informed: {fam_full} ({fam_rel}) on {fam_tel}\n", c)


# ------------------------------------------------------------------ pre-assessment (own genre)
def preassessment(n, c):
    c["dl"] = (driving_licence(c), "LICENSE")
    n.f(ch(["PRE-OPERATIVE ASSESSMENT CLINIC\n", "Anaesthetic Pre-assessment\n", "POAC - nurse-led assessment with anaesthetic review\n"]) +
        "{hosp}   Date: {preop}\n", c)
    _banner(n, c)
    n.f("Address: {addr1}\nContact: {mob}" + ch(["", "   Home: {tel}"]) + "\n", c)
    if c["cc"] in ("US", "IE", "CA") and chance(0.7):
        n.f("{ssn_label}: {ssn}   " + ("{hp_label}: {hp}" if c["cc"] != "IE" else "GMS/medical card: {hp}") + "\n", c)
    n.f("Planned: " + c["proc"] + " with {sur_fi} on {op}\n", c)
    n.f("Assessed by: {nurse_full}, pre-assessment nurse\n", c)
    n.t("\nPMH: %s\n" % ch(["hypertension, type 2 diabetes (HbA1c 52 mmol/mol)", "asthma (well controlled), anxiety",
                            "AF on apixaban (CHA2DS2-VASc 2)", "OSA on CPAP", "complete heart block - pacemaker",
                            "nil significant", "CKD stage 3a (eGFR 52), gout"]))
    pm = chance(0.3)
    if pm:
        n.f("Device: " + ch(["Medtronic Azure XT DR pacemaker", "Boston Scientific Accolade PPM", "ResMed AirSense 10 CPAP"]) +
            ", serial {ppm_sn}; last checked {ref_s} at {hosp2}.\n", c)
    M.meds(n, c)
    n.t("Allergies: %s\n" % ch(["NKDA", "penicillin - rash", "codeine - vomiting", "elastoplast"]))
    n.t("\nAirway: Mallampati %d, mouth opening >3 FB, thyromental distance %d cm. %s\n" % (
        rint(1, 3), rint(5, 8), ch(["No tracheal deviation.", "Trachea deviated to the %s on CXR; CT thorax requested." % c["oside"],
                                    "Retrosternal extension - awake FOI discussed.", "Neck extension full."])))
    n.t("Obs: BP %d/%d, HR %d, SpO2 %d%% RA, BMI %.1f. STOP-BANG %d. ASA %s.\n" % (
        rint(110, 165), rint(60, 95), rint(55, 100), rint(94, 100), 20 + rint(0, 180) / 10, rint(0, 6), ch(["I", "II", "II", "III"])))
    n.t("Bloods: FBC, U&E, %s, adjusted Ca, G&S%s.\n" % ("TFTs" if c["thyroid"] else "PTH, vitamin D",
                                                         ch(["", ", ECG", ", ECG, CXR"])))
    n.t("\nSocial: ")
    M.social(n, c)
    n.t("\n")
    r = rint(0, 2)
    if r == 0:
        n.f("Going home: {fam_rel} {fam_first} will collect; car reg {plate}. Adult at home for 24 h.\n", c)
    elif r == 1:
        n.f("NOK: {fam_full} ({fam_rel}), {fam_tel}\n", c)
    else:
        n.f("Lives " + ch(["30 min", "an hour", "2 h"]) + " away in {city}; hospital transport not required.\n", c)
    n.t("\nIdentity check: ")
    n.f(ch(["photo ID (driving licence {dl})", "driving licence no. {dl} sighted", "passport + wristband; patient biometric enrolment {bioid}",
            "fingerprint registered for e-consent kiosk (template {bioid})"]) + "\n", c)
    n.t("\nAnaesthetic review: ")
    n.f("Dr {an_full}" + ch([" ({lic3_label} {an_lic})", ", consultant anaesthetist", ""]) + ". ", c)
    n.t(ch(["Fit for GA. Standard EMG tube.", "Fit; plan videolaryngoscopy.", "Stop apixaban 48 h pre-op.",
            "Bring CPAP machine on day of surgery."]) + "\n")
    n.t("\nInstructions given: fast from 02:00 (clear fluids until 06:00); %s; arrive %s on day of surgery.\n" % (
        {"graves": ch(["continue carbimazole and propranolol", "Lugol's iodine 10 days pre-op as prescribed"]),
         "phpt": ch(["take cinacalcet as usual", "stop thiazide 1 week before", "drink plenty of fluids"])}.get(
            c["kind"], ch(["take levothyroxine as usual", "omit metformin morning of surgery", "hold aspirin 7 days"])),
        ch(["07:00", "07:30", "11:00"])))
    if chance(0.4):
        n.f("Travel: " + ch(["holiday in {origin} booked from {fu_dm} - advised to check with surgical team",
                             "returned from {origin} last month; no COVID symptoms", "family in {origin}; no travel planned"]) + ".\n", c)
    if chance(0.5):
        n.f("Admission ward: {ward}" + ch(["", ", {building}"]) + ". Queries: pre-assessment office {hosp_tel}\n", c)
