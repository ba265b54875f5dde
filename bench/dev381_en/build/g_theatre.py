"""Genres: operative note; national hip fracture audit (NHFD-style) record."""
import clinical as CL
import hdr
import ids
from common import pick, chance, fd, tm, add_days, digits, sample


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


# coherent implant kits: (component, catalogue/REF number - a model number, not PHI)
def kit(rng, op):
    if op == "hemi":
        if chance(rng, 0.5):
            s = pick(rng, ["0", "1", "2"])
            h = pick(rng, ["44", "46", "48", "50"])
            return [("Exeter V40 stem size %s, offset 37.5" % s, "0580-1-37" + s), ("V40 unipolar head %smm" % h, "6260-9-1" + h),
                    ("Cement restrictor size %s" % pick(rng, ["3", "4"]), "0580-2-03")]
        s = pick(rng, ["1", "2", "3"])
        return [("CPT stem size %s" % s, "00-8114-0%s-00" % s), ("Bipolar head %smm" % pick(rng, ["45", "47", "49"]), "00-8019-045-00"),
                ("Femoral head 28mm +0", "00-8018-028-01")]
    if op == "thr":
        return [("Exeter V40 stem 44/%s" % pick(rng, ["1", "2"]), "0580-1-441"), ("Contemporary cup 50mm", "6257-1-150"),
                ("MDM liner 42mm", "1236-2-142"), ("Dual mobility head 28mm", "6260-5-228")]
    if op == "dhs":
        h = pick(rng, ["2", "4"])
        l = pick(rng, ["085", "090", "095", "100"])
        out = [("DHS plate 135deg %s-hole" % h, "281.%s2" % h), ("DHS lag screw %smm" % l, "280." + l)]
        for _ in range(int(h)):
            out.append(("Cortex screw 4.5 x %smm" % pick(rng, ["34", "36", "38"]), "214.036"))
        if chance(rng, 0.4):
            out.append(("Anti-rotation screw 6.5 x 85mm", "217.385"))
        return out
    if op == "imn":
        nail = pick(rng, [("Gamma3 nail 11 x 180mm 125deg", "3183-0180S", "Gamma3 lag screw %smm", "3060-0"),
                          ("TFNA short 10 x 170mm 130deg", "04.037.121S", "TFNA helical blade %smm", "04.038.3"),
                          ("PFNA long 10 x 380mm", "473.411S", "PFNA blade %smm", "456.3")])
        l = pick(rng, ["95", "100", "105"])
        return [(nail[0], nail[1]), (nail[2] % l, nail[3] + l), ("Distal locking screw 5 x 40mm", "1896-5040S"), ("End cap +0", "3060-0000")]
    return [("Cannulated screw 7.3 x %smm" % l, "208.8" + l) for l in sorted(sample(rng, ["85", "90", "95", "100"], 3))] + [("Washer 7.3", "219.99")]


CEMENT = [("Palacos R+G 40g", "66032936"), ("Simplex P with tobramycin", "6197-9-001"), ("Refobacin Bone Cement R", "5450-5600")]


def opnote(d, rng, c):
    us = c["cc"] in ("US", "CA")
    d.t(pick(rng, ["OPERATION NOTE\n", "OPERATIVE REPORT\n", "Op note\n", "OPERATION RECORD - TRAUMA\n"]))
    hdr.banner(d, rng, c, pick(rng, [0, 2, 2, 3]))
    d.w("Date: [[DATE:v]]   ", v=fd(c, c["op_d"], pick(rng, ["num", "long", "abbr", "num2"])))
    h0 = rng.randrange(8, 19)
    m0 = rng.randrange(0, 60)
    dur = rng.randrange(45, 140)
    h1, m1 = divmod(h0 * 60 + m0 + dur, 60)
    d.w(A(c, "Theatre [[LOCATION_OTHER:v]]", "OR [[LOCATION_OTHER:v]]") + "   Start {t1}  Finish {t2}\n",
        v=str(rng.randrange(1, 14)), t1="%02d:%02d" % (h0, m0), t2="%02d:%02d" % (h1, m1))
    if chance(rng, 0.5):
        d.w("Hospital: [[HOSPITAL:hosp]]\n")
    d.t("Surgeon: ")
    hdr.dr(d, rng, c, "ortho", pick(rng, [0, 1, 2]))
    d.t(A(c, " (Consultant)", ", MD") if chance(rng, 0.6) else "")
    d.t("\nAssistant: ")
    d.w("[[DOCTOR:v]] ({g})", v=c["reg"] if chance(rng, 0.6) else c["reg_i"], g=A(c, pick(rng, ["ST4 T&O", "SpR", "Reg", "CT2"]), pick(rng, ["PGY-3", "PA-C", "R4"])))
    d.t("\nAnaesthetist: " if not us else "\nAnesthesia: ")
    hdr.dr(d, rng, c, "anaes", pick(rng, [0, 1, 2]))
    if chance(rng, 0.6):
        d.w("\nScrub: [[DOCTOR:v]]", v=c["nurse"])
    if chance(rng, 0.3):
        d.w("   Circulating: [[DOCTOR:v]]", v=c["nurse2"])
    d.t("\n\nProcedure: %s %s\n" % (c["Side"], c["op"]))
    d.t("Indication: %s %s (%s)\n" % (c["side"], c["frac"], c["frac_class"]))
    d.t("Anaesthesia: %s + %s\n" % (c["anaes_k"], c["block"]))
    d.t("Antibiotics: %s\n" % pick(rng, ["cefuroxime 1.5g + gentamicin 3mg/kg at induction", "teicoplanin 400mg + gentamicin (pen allergic)",
                                         "cefazolin 2g IV", "co-amoxiclav 1.2g IV"]))
    d.t("TXA: 1g IV at induction\n")
    d.t("Position: %s\n" % (pick(rng, ["lateral decubitus, pegs", "lateral, Montreal pelvic supports"]) if c["op_k"] in ("hemi", "thr")
                            else pick(rng, ["supine on traction table, well leg in lithotomy", "supine, traction table, perineal post"])))
    d.t("\nFindings / procedure:\n")
    k = c["op_k"]
    if k in ("hemi", "thr"):
        d.t(pick(rng, ["Modified Hardinge (lateral) approach. ", "Posterior (Southern/Moore) approach, short ERs tagged. ",
                       "Anterolateral approach (Watson-Jones). "]))
        d.t("Displaced subcapital fracture, head extracted, measured %dmm. " % rng.randrange(42, 54))
        d.t("Neck cut 1cm above LT. Canal prepared, broached to size %d. Trial reduction stable, leg lengths equal. " % rng.randrange(0, 4))
        if k == "hemi":
            d.t("Canal lavage, cement restrictor, 3rd generation cementing. ")
            d.t(pick(rng, ["No BCIS: BP stable on cementation. ", "Transient drop in SBP to 80 on cementation (BCIS grade 1), responded to metaraminol. "]))
        d.t("Definitive implants inserted, hip reduced, stable through ROM. ")
    elif k == "dhs":
        d.t("Closed reduction on table, satisfactory on II (AP + lat). Lateral approach. Guidewire centre-centre, TAD %dmm. " % rng.randrange(12, 25))
        d.t("Reamed, tapped, lag screw inserted, plate applied with cortical screws. Compression screw not used. ")
    elif k == "imn":
        d.t("Closed reduction with traction + IR, %s. Entry at tip of GT, reamed to 12.5. " % pick(rng, ["acceptable on II", "required collinear clamp", "joystick with Schanz pin"]))
        d.t("Nail inserted, lag screw centre-centre, TAD %dmm, %s distal locking. " % (rng.randrange(10, 24), pick(rng, ["static", "no", "dynamic"])))
    else:
        d.t("Closed reduction. Three guidewires parallel, inverted triangle; screws inserted over wires, good purchase. ")
    d.t("Washout, closure in layers: %s. %s\n" % (pick(rng, ["1 Vicryl / 2-0 Vicryl / clips", "PDS loop / Monocryl subcuticular", "Ethibond to tendon, Vicryl, staples"]),
                                                 pick(rng, ["LA infiltration 20ml 0.25% levobupivacaine.", "Opsite + Mepore dressing.", "Aquacel Ag dressing."])))
    d.t("EBL: %dml. Tourniquet: n/a.\n" % rng.randrange(150, 650))
    d.t("\nImplants:\n")
    parts = kit(rng, k)
    if k == "hemi" or (k == "thr" and chance(rng, 0.7)):
        parts.append(pick(rng, CEMENT))
    style = rng.randrange(3)
    if style == 0:
        d.t("%-34s %-14s %s\n" % ("Item", "REF", "LOT"))
    for comp, ref in parts:
        lot = ids.device(rng, "lot")
        if style == 0:
            d.w("{a}REF {b}LOT [[DEVICE:v]]\n", a=("%-34s " % comp), b=("%-10s " % ref), v=lot)
        elif style == 1:
            d.w("- {a} (cat. {b}) lot [[DEVICE:v]]\n", a=comp, b=ref, v=lot)
        else:
            sn = chance(rng, 0.4)
            d.w("* {a}; REF {b}; {l} [[DEVICE:v]]\n", a=comp, b=ref, l="SN" if sn else "LOT", v=ids.device(rng, "sn") if sn else lot)
    if chance(rng, 0.4):
        d.t("Implant stickers in notes + entered on %s.\n" % A(c, pick(rng, ["NJR", "implant register"]), "implant log"))
    d.t("\nPost-op instructions:\n")
    d.t("- %s\n" % pick(rng, ["FWB, no restrictions", "FWB as able, posterior hip precautions x6/52", "WBAT", "FWB - mobilise with physio day 1"]))
    d.t("- %s\n" % pick(rng, ["Check XR in recovery", "Post-op XR pelvis + lat hip", "II images saved to PACS"]))
    d.t("- Abx: 2 further doses\n- VTE: %s\n" % pick(rng, ["enoxaparin 40mg SC OD x 28 days", "dalteparin 5000u OD 5/52", "restart apixaban 48h post-op if Hb stable",
                                                         "aspirin 150mg x 6 weeks (pt declined injections)"]))
    d.t("- FBC + U&E day 1\n")
    d.t("- %s\n" % pick(rng, ["Clips out day 12-14 (practice nurse / DN)", "Sutures absorbable - wound check day 10", "Dressing to stay intact 7 days"]))
    if chance(rng, 0.5):
        d.w("- Wound check at [[HOSPITAL:gp_prac]] on [[DATE:v]]\n", v=fd(c, add_days(c["op_d"], rng.randrange(10, 15)), pick(rng, ["dm", "num"])))
    d.t("- %s\n\n" % pick(rng, ["No routine fracture clinic f/u", "Fracture clinic 6/52 with XR", "Orthogeriatric care on ward"]))
    hdr.sign(d, rng, c, "ortho" if chance(rng, 0.6) else "reg", pick(rng, ["", A(c, "Consultant T&O", "Orthopaedic Surgery")]),
             lic=chance(rng, 0.5), bleep=False, date=c["op_d"] if chance(rng, 0.5) else None, user=chance(rng, 0.3),
             edate=c["op_d"])


REGISTRY = {"UK": ("National Hip Fracture Database (NHFD)", "NHFD"), "IE": ("Irish Hip Fracture Database (IHFD)", "IHFD"),
            "AU": ("ANZ Hip Fracture Registry (ANZHFR)", "ANZHFR"), "NZ": ("ANZ Hip Fracture Registry (ANZHFR)", "ANZHFR"),
            "CA": ("Hip Fracture Quality Registry (local)", "HFQR"), "US": ("Hip Fracture Registry (NSQIP-style)", "HFR")}


def yn(rng, p=0.7):
    return "Yes" if chance(rng, p) else "No"


def audit(d, rng, c):
    cc = c["cc"]
    reg, short = REGISTRY[cc]
    if cc == "UK" and c["nation"] == "Scotland":
        reg, short = "Scottish Hip Fracture Audit (SHFA)", "SHFA"
    lo = rng.randrange(2)
    d.w("{r} - PATIENT RECORD\n", r=reg.upper() if lo else reg)
    d.w("Record ID: [[IDNUM:v]]   Site: [[HOSPITAL:hosp]]\n", v=ids.idnum(rng, "audit", c["adm_d"].year))
    d.t("-" * 60 + "\n")
    d.t("1. PATIENT DETAILS\n")
    d.w("Surname: [[PATIENT:v]]    Forename: [[PATIENT:pt_f]]\n", v=c["pt_l"].upper() if chance(rng, 0.5) else c["pt_l"])
    d.w("{hl}: [[HEALTHPLAN:hp]]    {ml}: [[MRN:mrn]]\n", hl=c["hp_lab"], ml=c["mrn_lab"])
    if chance(rng, 0.5):
        d.w("{al}: [[ACCOUNT:acct]]\n", al=c["acct_lab"])
    if c["ssn"] and chance(rng, 0.6):
        d.w("{sl}: [[SSN:ssn]]\n", sl=c["ssn_lab"])
    if cc in ("US", "CA") and chance(rng, 0.6):
        d.w("Biometric (palm-vein) ID: [[BIOID:v]]\n", v=ids.bioid(rng, "palm"))
    d.w("DOB: [[DATE:v]]    Age at admission: [[AGE:age]]    Sex: {sx}\n", v=fd(c, c["dob_d"], "num"), sx=c["sexw"].capitalize())
    d.w("{pl}: [[ZIP:post]]\n", pl=A(c, "Postcode", "Postal/ZIP code") if cc not in ("AU", "NZ") else "Postcode")
    d.t("\n2. ADMISSION\n")
    arr = c["adm_d"]
    d.w("Arrival in ED: [[DATE:v]] {t}\n", v=fd(c, arr, "num"), t=tm(rng, c))
    d.w("Admission to ward: [[DATE:v]] {t}   Ward: [[HOSPITAL:ward]]\n", v=fd(c, arr if chance(rng, 0.6) else add_days(arr, 1), "num"), t=tm(rng, c))
    if chance(rng, 0.2):
        d.w("Transferred from: [[HOSPITAL:hosp2]]\n")
    res = {"alone": "Own home/sheltered housing", "spouse": "Own home/sheltered housing", "family": "Own home/sheltered housing",
           "sheltered": "Own home/sheltered housing", "resid": "Residential care", "nursing": "Nursing care"}[c["res"]]
    d.w("Pre-fracture residence: {r}\n", r=res)
    d.w("Pre-fracture mobility: {m}\n", m=c["mob"])
    d.w("AMTS on admission: {a}    Pre-op 4AT: {f}\n", a=c["amts"], f=str(rng.randrange(0, 10)))
    d.w("Pressure ulcer present on admission: {p}\n", p=yn(rng, 0.1))
    d.w("Nerve block before arrival in theatre: {p}\n", p=yn(rng, 0.8))
    d.t("\n3. ORTHOGERIATRIC ASSESSMENT\n")
    og = add_days(arr, rng.randrange(0, 3))
    d.w("Assessed within 72h: Yes - [[DATE:v]] by ", v=fd(c, og, "num"))
    hdr.dr(d, rng, c, "geri", pick(rng, [0, 1, 2]))
    d.w(" ({g})\n", g=pick(rng, ["Consultant", "Consultant geriatrician", "SAS doctor", "ANP"]))
    d.t("\n4. SURGERY\n")
    d.w("Fracture: {f}   Side: {s}\n", f=c["frac_cap"].capitalize() + (" displaced" if c["frac_k"] in ("icd", "icd3") else ""), s=c["Side"])
    d.w("Date/time of surgery: [[DATE:v]] {t}\n", v=fd(c, c["op_d"], "num"), t=tm(rng, c))
    late = (c["op_d"] - arr).days >= 2
    d.w("Surgery by day after admission: {y}", y="No" if late else "Yes")
    if late:
        d.t(" - reason: %s" % pick(rng, ["awaiting theatre space", "anticoagulation", "medically unfit (AKI/hyperkalaemia)", "awaiting echo", "no list on Sunday"]))
    d.t("\n")
    d.w("Operation: {o}\nAnaesthesia: {a}\nASA grade: {asa}\n", o=c["op"], a=c["anaes_k"], asa=c["asa"])
    d.w("Operating surgeon grade: {g1}    Anaesthetist grade: {g2}\n", g1=pick(rng, ["Consultant", "Registrar (supervised)", "SAS"]),
        g2=pick(rng, ["Consultant", "Registrar", "SAS"]))
    d.t("\n5. POST-OPERATIVE\n")
    d.w("Mobilised out of bed day 1: {y}\n", y=yn(rng, 0.8))
    d.w("Post-op delirium (4AT): {y}\n", y="Yes" if c["delir"] else "No")
    d.w("Physio assessment by day 1: {y}\n", y=yn(rng, 0.85))
    d.w("Pressure ulcer (grade 2+) during admission: {y}\n", y=yn(rng, 0.06))
    d.w("Bone protection: {b}\n", b=pick(rng, ["started in hospital (zoledronic acid)", "referred to FLS", "already on treatment",
                                               "not appropriate", "denosumab started"]))
    d.w("Falls assessment: {y}\n", y=yn(rng, 0.9))
    d.t("\n6. DISCHARGE\n")
    d.w("Discharged from acute unit: [[DATE:v]]  Destination: {dst}\n", v=fd(c, c["dc_d"], "num"),
        dst=pick(rng, ["home", "rehabilitation unit", "residential care", "nursing care", "died in hospital"]))
    if chance(rng, 0.45):
        d.w("Rehab at: [[HOSPITAL:community]]\n")
    d.t("\n7. 30/120-DAY FOLLOW-UP\n")
    fu = add_days(c["op_d"], pick(rng, [30, 31, 120, 121, 122]))
    d.w("Contacted: [[DATE:v]] by phone - ", v=fd(c, fu, "num"))
    k = rng.randrange(3)
    if k == 0:
        d.w("spoke to {rel} [[FAMILY:nok]] on [[PHONE:v]]. ", rel=c["nok_rel"], v=c["nok_ph"])
    elif k == 1:
        d.w("spoke to patient on [[PHONE:pt_ph]]. ")
    else:
        d.w("spoke to nurse in charge at [[HOSPITAL:home]] ([[PHONE:home_ph]]). ")
    d.t("Residence: %s. Walking: %s. Bone med: %s.\n" % (
        pick(rng, ["own home", "care home", "rehab unit", "with family"]), pick(rng, ["with frame", "with 1 stick", "unable", "no aids"]),
        pick(rng, ["taking", "not started", "unknown"])))
    if chance(rng, 0.2):
        d.w("Readmitted [[DATE:v]] ({r}).\n", v=fd(c, add_days(c["dc_d"], rng.randrange(3, 25)), "num"),
            r=pick(rng, ["fall", "pneumonia", "dislocation", "AKI", "wound infection"]))
    d.t("\n")
    who = pick(rng, ["fls", "nurse", "sw"])
    d.w("Completed by: [[DOCTOR:v]] ({r})\n", v=c[who], r=pick(rng, [short + " coordinator", "audit clerk", "data clerk", "hip fracture nurse"]))
    d.w("Submitted: [[DATE:v]] {t} user [[USERNAME:u]]", v=fd(c, add_days(fu, rng.randrange(0, 9)), "num"), t=tm(rng, c), u=c[who + "_user"])
    if chance(rng, 0.6):
        d.w(" from [[IPADDR:v]]", v=ids.ip(rng))
    d.t("\n")
    if chance(rng, 0.3):
        d.w("Data-entry portal: [[URL:v]]\n", v="https://" + short.lower() + "-audit.example.org/entry")
