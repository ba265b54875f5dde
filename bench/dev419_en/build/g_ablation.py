"""Genre: EP study and catheter ablation report."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr
from common import pt_block, sign, age_phrase, chads, labs

GENRE = "ablation_report"


def make(rng, d, country, dates):
    c = make_case(rng, country, dates, "PPM")
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    K = PC.ABL_KIT
    atype = ch(PC.ABL_TYPES)
    af = "AF" in atype
    energy = ch(["RF", "CRYO", "PFA"]) if af else "RF"
    case_no = P("EP-%02d-%04d" % (day.year % 100, rng.randint(1, 1400)), "IDNUM")
    mapsys = ch(K["MAP"])
    # header
    k = rng.randrange(3)
    if k == 0:
        d.f("{h}\nElectrophysiology Laboratory\nEP STUDY AND CATHETER ABLATION REPORT\n\n", h=c["hosp"])
    elif k == 1:
        d.f("EP PROCEDURE REPORT - {h} ({cty})\n", h=c["hosp"], cty=c["hosp_city"])
        d.t("-" * 64 + "\n")
    else:
        d.f("{h} / Heart Rhythm Service / Catheter Ablation\n\n", h=c["hosp"])
    d.f("Case No: {cn}    Date: {dd}    Lab: {lab}\n", cn=case_no, dd=D.d(day), lab=c["room"])
    pt_block(d, c, rng)
    if c["_ps"] in (0, 3) and rng.random() < 0.7:
        d.f("{al}: {ac}\n", al=c["acct_label"], ac=c["acct"])
    d.t("\nOperators: ").put(dr(c["cons"], rng, 1)).t(" (primary); ").put(dr(c["reg"], rng, 1)).t(" (%s)\n" % c["reg"].cred)
    ga = af and rng.random() < 0.6 or "VT" in atype
    if ga:
        d.t("Anaesthesia: GA (").put(dr(c["anaes"], rng, 1)).t(")\n")
    else:
        d.t("Sedation: %s, administered by " % ch(["midazolam 3 mg + fentanyl 100 micrograms", "propofol infusion (nurse-led) + remifentanil", "midazolam/fentanyl, light"]))
        d.put(c["nurse"].full()).t(", RN\n")
    d.f("Physiologists: {a}, {b}\n", a=c["phys"].full(), b=c["phys2"].full())
    if rng.random() < 0.35:
        bl, bv = phi.bioid(rng)
        d.f("Patient ID verified (wristband + {bl} {bv}).\n", bl=bl, bv=P(bv, "BIOID"))
    # indication
    d.t("\nINDICATION\n")
    d.put(age_phrase(c, rng)).t(" %s, %s. " % (c["sexw"], ch(["symptomatic despite bisoprolol and flecainide", "EHRA IIb symptoms", "drug-intolerant (amiodarone - thyroid)",
                                                                   "recurrent ICD therapies", "documented narrow complex tachycardia on ECG", "patient preference over AADs",
                                                                   "tachycardia-mediated cardiomyopathy (LVEF 35%)"])))
    if af:
        d.t("%s. LA %d mm on TTE" % (chads(rng), rng.randint(34, 52)))
        if rng.random() < 0.5:
            d.t(" (").put(D.my(phi.add(day, -rng.randint(30, 200)))).t(")")
        d.t(".\n")
    else:
        d.t("First ECG documentation in ").put(D.my(phi.add(day, -rng.randint(60, 900)))).t(".\n")
    d.t("Procedure: %s.\n" % atype)
    # pre
    d.t("\nPRE-PROCEDURE\n")
    d.t("Anticoagulation %s. %s. Consent: risks incl. %s.\n" % (ch(["uninterrupted apixaban (morning dose omitted)", "uninterrupted warfarin, INR 2.4 today",
                                                                       "rivaroxaban, last dose 24 h pre", "none"]),
                                                                   ch(["Pre-procedural CT LA/PV: 4 PVs, common left trunk", "TOE: no LAA thrombus"]) if af else
                                                                   ("CMR: inferior scar, 18% of LV" if "VT" in atype else "No imaging required"),
                                                                   ", ".join(rng.sample(PC.CONSENT_RISKS, 4))))
    if rng.random() < 0.5:
        labs(d, c, rng, phi.add(day, -rng.randint(1, 14)), n=rng.randint(4, 6))
    # technique
    d.t("\nACCESS AND CATHETERS\n")
    d.t("Ultrasound-guided %s femoral venous access x%d (%s).%s\n" % (ch(["right", "right", "bilateral"]), rng.randint(2, 4),
                                                                      ch(["8F, 8.5F, 11F", "6F, 8F, 8.5F", "7F, 8F", "8F x2, 13F FARADRIVE"]),
                                                                      ch([" Right femoral arterial line for BP.", "", " Retrograde aortic access (VT)." if "VT" in atype else ""])))
    d.t("Catheters: decapolar CS; %s; ablation %s%s. Mapping: %s. ICE: %s.\n" % (ch(K["MAPCATH"]),
                                                                                ch(K[energy]) if energy != "RF" else ch(K["RF"]),
                                                                                "" if energy == "RF" else " (%s)" % ch(K["SHEATH"]),
                                                                                mapsys, ch(K["ICE"] + ["not used"])))
    if af or "left lateral" in atype or "VT" in atype:
        d.t("Transseptal puncture x%d with %s under ICE/fluoroscopy. Heparin %d units, ACT maintained %d-%d s.\n"
            % (rng.randint(1, 2), ch(K["NEEDLE"]), rng.choice([8000, 10000, 12000]), rng.randint(280, 310), rng.randint(320, 380)))
    d.t("\nBASELINE\n")
    d.t("Rhythm %s. CL %d ms, PR %d, QRS %d, QT %d, AH %d, HV %d ms.\n" % (ch(["SR", "AF", "typical flutter", "SR with ectopy"]), rng.randint(560, 1100),
                                                                       rng.randint(130, 240), rng.randint(82, 140), rng.randint(360, 460),
                                                                       rng.randint(60, 130), rng.randint(35, 60)))
    # ablation
    d.t("\nABLATION\n")
    if af:
        if energy == "CRYO":
            d.t("PV isolation with cryoballoon: LSPV %ds (TTI %ds, nadir -%dC), LIPV %ds, RSPV %ds with phrenic pacing (CMAP monitored), RIPV %ds.\n"
                % (rng.choice([180, 240]), rng.randint(18, 60), rng.randint(40, 56), rng.choice([180, 240]), rng.choice([180, 240]), rng.choice([180, 240])))
        elif energy == "PFA":
            d.t("PFA: %d applications per vein (basket and flower), %s. Posterior wall: %s.\n" % (rng.choice([8, 10, 12]), ch(["all PVs isolated on first pass", "RIPV touch-up x2"]),
                                                                                                 ch(["isolated (box)", "not targeted"])))
        else:
            d.t("WACA with %s, ablation index targets %d anterior/%d posterior, inter-tag distance <6 mm. First-pass isolation %s.\n"
                % (ch(K["RF"]), rng.choice([500, 550]), rng.choice([350, 380, 400]), ch(["left yes / right yes", "left no (carina gap) / right yes"])))
        d.t("Endpoint: entrance and exit block all veins, confirmed %d min after last lesion%s.\n" % (rng.choice([20, 20, 30]),
                                                                                                  ch(["", " with adenosine 12 mg (no dormant conduction)"])))
        if "persistent" in atype or rng.random() < 0.3:
            d.t("CTI line: bidirectional block (%s). DCCV 200 J x1 to SR.\n" % ch(["differential pacing", "widely split double potentials 118 ms"]))
    elif "flutter" in atype:
        d.t("Entrainment: PPI-TCL %d ms from CTI. Linear lesion CTI, 50 W HPSD; bidirectional block with widely split doubles (%d ms).\n" % (rng.randint(0, 20), rng.randint(100, 150)))
    elif "AVNRT" in atype:
        d.t("Inducible typical AVNRT (CL %d ms) with AH jump %d ms. Slow pathway ablated at %s with junctional rhythm, no VA block. "
            "Post: no jump, no echoes on isoprenaline %s.\n" % (rng.randint(300, 380), rng.randint(50, 90), ch(["P1-P2 (Koch's triangle, low)", "mid-septal region", "inferior to CS os"]),
                                                               ch(["2 micrograms/min", "1-3 micrograms/min"])))
    elif "pathway" in atype:
        d.t("Eccentric CS activation, earliest at %s. Pathway ablated, %s within %.1f s. Post: no pre-excitation, decremental VA, non-inducible.\n"
            % (ch(["CS 3-4", "CS 1-2", "CS os"]), ch(["loss of pre-excitation", "VA block"]), rng.uniform(1.2, 4.5)))
    elif "VT" in atype:
        d.t("%s substrate map, %d points; late potentials (LAVA) in %s. Clinical VT induced (CL %d ms, RBBB superior axis), terminated by "
            "ablation at isthmus. Homogenisation + scar dechannelling. Non-inducible with triple extrastimuli.\n"
            % (mapsys, rng.randint(2000, 14000), ch(["inferolateral scar", "basal inferior wall", "septal scar"]), rng.randint(340, 460)))
    elif "AV node" in atype:
        d.t("His region mapped; AVN ablated with %d RF lesions to complete heart block, escape %d bpm. Pacing rate set to 80 ppm for 6 weeks.\n"
            % (rng.randint(1, 6), rng.randint(0, 40)))
    else:
        d.t("Activation map: focus at %s; earliest -%d ms pre-P/QRS, QS unipolar. Ablated with termination in %.1f s; non-inducible on isoprenaline.\n"
            % (ch(["RVOT septal", "crista terminalis mid", "para-Hisian (cryo)"]), rng.randint(20, 45), rng.uniform(1, 6)))
    d.t("Totals: %s time %s, fluoroscopy %.1f min, DAP %d cGy.cm2, procedure %d min.\n" % (
        {"RF": "RF", "CRYO": "cryo", "PFA": "PFA"}[energy], ch(["%d min %d s" % (rng.randint(4, 48), rng.randint(0, 59)), "%d applications" % rng.randint(24, 120)]),
        rng.uniform(0.0, 22.0), rng.randint(0, 3800), rng.randint(55, 260)))
    d.t("Haemostasis: %s. Protamine %s.\n" % (ch(["figure-of-8 sutures", "Perclose ProGlide x2", "manual pressure", "Z-suture"]),
                                              ch(["50 mg", "not given", "25 mg"])))
    d.t("Complications: %s.\n" % ch(["none", "none", "none", "small groin haematoma", "transient ST elevation inferior leads (air) resolved",
                                     "pericardial effusion 4 mm, no tamponade - echo surveillance"]))
    # plan
    d.t("\nPLAN\n")
    d.t("- Bed rest %d h, observations per protocol on %s.\n" % (rng.choice([2, 4, 4, 6]), ch(["day case unit", "ward"])))
    if af:
        d.t("- Continue anticoagulation for at least 2 months then per CHA2DS2-VASc. PPI (lansoprazole 30 mg OD) for 6 weeks.\n")
        d.t("- Blanking period 3 months. %s\n" % ch(["Stop flecainide at 3 months if well.", "Continue bisoprolol.", "Amiodarone to stop at 6/52."]))
    d.t("- Driving: %s\n" % ch(["no driving for 2 days (Group 1); Group 2 - 2 weeks.", "do not drive for 1 week.", "avoid driving until groin comfortable (at least 48 h)."]))
    d.t("- Follow up ").put(dr(c["cons"], rng, 0)).t(" clinic in %s weeks" % ch(["8", "12", "6"]))
    if rng.random() < 0.5:
        d.t(" - booked ").put(D.d(phi.add(day, rng.choice([56, 84, 91]))))
    d.t(". Contact arrhythmia nurses on ").p(c["dept_phone"]).t(" with concerns.\n")
    if rng.random() < 0.5:
        d.t("- Discussed with ").put(c["nok"].full()).t(" (%s) at bedside.\n" % c["nok_rel"])
    if rng.random() < 0.5:
        d.f("- Images archived, {ms} study ID {sid}.\n", ms=mapsys, sid=P(phi.digits(rng, 6) + "-" + phi.letters(rng, 2), "IDNUM"))
    sign(d, c, rng, "cons", dated=day, esign=True)
    return c
