"""Genres: fracture clinic letter, trauma ward round note, theatre list + op note, post-op day 1 review."""
import clin as C
import phi as H
from common import (addr_inline, audit, banner, gp_address, hosp_addr, meds_list, new_ctx, pmh_list, sign, tm,
                    uk, v)


def _social(d, c, rng):
    if v(c, "retired"):
        d.f(rng.choice(["Retired {prof}. ", "Ex-{prof}, retired. ", "Previously worked as a {prof}. "]), c)
    else:
        d.f(rng.choice(["Works as a {prof} for {employer}. ", "Occupation: {prof} ({employer}). ",
                        "{He} is a {prof}, self-employed. ", "Employed as {prof} at {employer}. "]), c)
    d.t(rng.choice(C.HOMES) + ". ")
    if rng.random() < 0.5:
        d.f(rng.choice(["NOK {nokrel} {nok} ({nok_tel}). ", "{His} {nokrel} {nok_f} is very supportive. ",
                        "Next of kin: {nok_lf} ({nokrel}) tel {nok_tel}. "]), c)
    d.t(rng.choice(["Non-smoker. ", "Smokes 10/day. ", "Ex-smoker. ", "Alcohol ~14 u/wk. ", "Drinks socially. ", ""]))


def fracture_clinic_letter(rng, country):
    c = new_ctx(rng, country, rng.choice(C.AMBULANT + C.OPERATIVE))
    d = H.Doc(rng, 0.05)
    d.f("{hosp}\n", c)
    d.t(rng.choice(["Department of Trauma & Orthopaedics\n", "Orthopaedic Outpatients - Fracture Clinic\n",
                    "T&O Fracture Clinic\n", "Orthopaedic Trauma Service\n"]))
    hosp_addr(d, c)
    d.f("\nTel: {hosp_tel}   Fax: {hosp_fax}\n", c)
    if rng.random() < 0.6:
        d.f("Email: {clinic_email}\n", c)
    d.f("\nClinic date: {d_clin}\nDictated: {d_clin}   Typed: {d_typed}\n\n", c)
    gp_address(d, c)
    d.t("\n")
    d.f(rng.choice(["Dear Dr {gp_l},\n\n", "Dear Colleague,\n\n", "Dear Dr {gp_l}\n\n"]), c)
    d.f(rng.choice(["Re: {pt}  DOB {dob}\n", "RE: {pt_LF} - DOB {dob}\n", "Re: {ptT} {pt_fml}, d.o.b. {dob}\n"]), c)
    addr_inline(d, c)
    d.f("\n{natid_label}: {natid}   {mrn_label}: {mrn}\n\n", c)
    d.f("Diagnosis: {side} {i_dx}\nDate of injury: {d_inj}\n", c)
    d.f("Management: {i_mgmt}\nFollow up: {i_fu}\n\n", c)
    d.f(rng.choice(["I reviewed {ptT} {pt_l} in the fracture clinic today",
                    "Thank you for your ongoing care of {pt_f}, whom I saw in clinic today",
                    "{ptT} {pt_l} attended the fracture clinic today"]), c)
    if rng.random() < 0.5:
        d.f(", accompanied by {his} {nokrel} {nok_f}", c)
    d.f(". {He} is a {age}-year-old ", c)
    d.t(rng.choice(["right-hand-dominant ", "left-hand-dominant ", ""]))
    if v(c, "retired"):
        d.f("retired {prof} who ", c)
    else:
        d.f("{prof} who ", c)
    d.f("sustained this injury on {d_inj_w} when {he} {i_mech}. ", c)
    d.f(rng.choice(["{He} attended ED at {hosp_s} the same day. ", "{He} was initially seen at {hosp2} and transferred. ",
                    "{He} presented to {hosp2_s} ED and was referred via the VFC. "]), c)
    if rng.random() < 0.4:
        d.f("This happened while on holiday in {travel} and {he} was treated there initially. ", c)
    d.t("\n\n")
    d.t(rng.choice(["On examination ", "O/E ", "Examination today: "]))
    d.t(rng.choice(["the cast is intact and well fitting. ", "mild swelling, skin intact. ",
                    "tender over the fracture site, NV intact distally. ", "wound clean and dry, sutures out. "]))
    d.f(rng.choice(["X-rays today (acc no {acc}) show {i_xr_fu}. ",
                    "{ptT} {pt_l}'s x-rays today (acc {acc}) show {i_xr_fu}. "]), c)
    if rng.random() < 0.5:
        d.f("Compared with films from {d_prev}. ", c)
    d.t("\n\n")
    if v(c, "retired"):
        d.f(rng.choice(["{He} lives with {his} {nokrel}. ", "{He} is a member of {club}. ",
                        "{He} is normally independent. ", "{He} still drives and does {his} own shopping. "]), c)
    else:
        d.f(rng.choice(["{He} works for {employer} and is keen to get back. ", "{He} plays for {club}. ",
                        "{He} is a keen member of {club}. ", "{He} is normally very active. "]), c)
    d.f("I have advised {i_wb} and explained the plan. ", c)
    d.f(rng.choice(["I will see {him} again on {d_fu} with a check x-ray on arrival. ",
                    "Review in fracture clinic in {i_fu} (booked {d_fu}). ",
                    "{He} has been discharged with the leaflet at {leaflet}. "]), c)
    if rng.random() < 0.35 and not v(c, "retired"):
        d.f("Fit note issued until {d_fu}. ", c)
    if rng.random() < 0.3:
        d.t("Please could you review bone health / consider FRAX. ")
    d.t("\n\nYours sincerely,\n\n\n")
    d.f("{consT} {cons}\n", c)
    d.t(rng.choice(["Consultant Trauma & Orthopaedic Surgeon\n", "Consultant Orthopaedic Surgeon\n",
                    "Orthopaedic Surgeon, Upper Limb\n", "Consultant, Foot & Ankle\n"]))
    if rng.random() < 0.6:
        d.f("{lic_label} {cons_lic}\n", c)
    d.f(rng.choice(["\nDictated by {cons_in}/{sec_inl}\n", "\nDict: {cons_in}/{sec_inl}  Secretary {sec} {hosp_tel2}\n",
                    "\n{cons_in}/{sec_inl}\n", "\nTyped by {sec_f}\n"]), c)
    d.f("cc: {ptT} {pt}, ", c)
    addr_inline(d, c)
    d.t("\n")
    if rng.random() < 0.4:
        d.f("cc: {physio}, Physiotherapy, {hosp_s}\n", c)
    return d


def trauma_ward_round(rng, country):
    c = new_ctx(rng, country, rng.choice(C.INPATIENT))
    d = H.Doc(rng, 0.07)
    if rng.random() < 0.3:
        return _ward_board(rng, country, c, d)
    d.f(rng.choice(["T&O WARD ROUND  {d_adm_w} %s\n", "WR {d_adm} %s - Trauma\n", "** Post-take trauma WR ** {d_adm_s} %s\n",
                    "Ortho WR / {d_adm} / %s\n"]) % ("%02d:%02d" % (rng.randint(7, 10), rng.choice([0, 15, 30, 45]))), c)
    d.f(rng.choice(["Cons: {consT} {cons_l}  Reg: {reg_il}  SHO: {sho_f}  Nurse: {nurse_f}\n",
                    "Led by {consT} {cons_l}; present {reg_f} (reg), {sho} ({grade_sho}), {nurse_f} (NIC)\n",
                    "Seen with {consT} {cons_l} + Dr {reg_l}\n"]), c)
    d.f(rng.choice(["{ward}, Bay {bay} Bed {bed}\n", "{ward_s} B{bay}/{bed}\n", "Loc: {ward} side room {sideroom}\n"]), c)
    banner(d, c)
    d.t("\n")
    d.f("{age}{sexl} ", c)
    d.f("{i_mech} on {d_inj_s}. Dx {side} {i_short}. ", c)
    if rng.random() < 0.5:
        d.t("Long lie ? ~%d h. " % rng.randint(1, 14))
    d.t("\nPMH:\n")
    pmh_list(d, rng, c)
    d.t("DH: ")
    d.t("; ".join(C.pick(rng, C.MEDS, rng.randint(2, 5))) + "\n")
    d.t("Allergies: " + rng.choice(C.ALLERGIES) + "\n")
    d.t("SH: ")
    _social(d, c, rng)
    d.t("\nBaseline mob: " + rng.choice(C.MOBILITY) + "\n\n")
    d.t("S: " + rng.choice(["pain controlled, slept ok", "c/o pain overnight, needed oramorph x2", "nauseous, not eating",
                            "comfortable, keen to get up", "confused overnight per nursing staff"]) + "\n")
    d.t("O: " + C.obs(rng) + "\n")
    d.t("   " + rng.choice(["NV intact distally, CRT <2s", "cast intact, fingers pink and warm", "calves SNT",
                            "wound dressing dry", "compartments soft, passive stretch pain-free"]) + "\n")
    d.t("Bloods: " + C.bloods(rng) + "\n")
    d.f("Imaging: {i_xr} (acc {acc})\n", c)
    d.t("AMTS %d/10, 4AT %d, CFS %d\n\n" % (rng.randint(4, 10), rng.randint(0, 7), rng.randint(2, 7)))
    d.t("Imp: " + v(c, "side") + " " + v(c, "i_short") + "\n")
    d.t("Plan:\n")
    if v(c, "_inj")["op"] != "none":
        d.f("1. {i_op} - listed for {d_op_s}, consent form 1 signed, site marked\n", c)
    else:
        d.f("1. Non-op: {i_mgmt}\n", c)
    d.t("2. " + rng.choice(["NBM from midnight", "hold apixaban, last dose noted", "G&S x2, correct K+",
                            "cardiology r/v re murmur - echo requested"]) + "\n")
    d.t("3. VTE: " + rng.choice(["enoxaparin 40 mg SC OD", "TEDS + LMWH", "IPC calf pumps"]) + "\n")
    d.f(rng.choice(["4. {nokrel} {nok_f} updated by phone ({nok_tel})\n",
                    "4. NOK ({nokrel}, {nok}) aware, tel {nok_tel}\n",
                    "4. Spoke to {nokrel} - {nokT} {nok_l} - happy with plan\n"]), c)
    if rng.random() < 0.3:
        d.f("5. Pt's car ({plate}) left in visitor car park - security informed\n", c)
    if rng.random() < 0.3:
        d.f("5. Pt from {carehome}; collateral from staff on {hosp_tel}\n", c)
    if rng.random() < 0.35:
        d.f("6. OGS review ({ogeri_T} {ogeri_l})\n", c)
    d.t("\n")
    sign(d, c, "sho", v(c, "grade_sho"), lic=rng.random() < 0.5, bleep=True)
    if rng.random() < 0.5:
        audit(d, c, "sho")
    return d


def _ward_board(rng, country, c, d):
    d.f(rng.choice(["TRAUMA BOARD  {ward}  {d_adm}\n", "Trauma list / handover board - {ward_s} - {d_adm_w}\n"]), c)
    d.f("Cons of week: {consT} {cons_l}   Reg: {reg}   Ward SHO: {sho_il} (b.{sho_bleep})\n\n", c)
    d.t("Bed | Patient | Age | Dx | Plan\n")
    n = rng.randint(4, 7)
    for i in range(n):
        pc = c if i == 0 else new_ctx(rng, country, rng.choice(C.INPATIENT), anchor=c)
        d.f("B{bay}-{bed} | ", pc)
        d.f(rng.choice(["{pt_LF}", "{pt_il}", "{pt}", "{pt_UF}"]), pc)
        d.f(" ({mrn}) | {age}{sexl} | {sideL} {i_short} | ", pc)
        d.t(rng.choice(["theatre today", "awaiting theatre slot", "POD%d, mobilising" % rng.randint(1, 5),
                        "MFFD, awaiting POC", "for D/C " + "home", "Hb 79 - 1u PRBC", "for rehab bed", "OT home visit"]))
        if rng.random() < 0.3:
            d.f(", ?D/C {d_dis_s}", pc)
        if rng.random() < 0.2:
            d.f(", NOK {nok_f} {nok_tel}", pc)
        d.t("\n")
    d.t("\nJobs: chase CT reports, TTOs for discharges, consent for tomorrow's list\n")
    sign(d, c, "reg", v(c, "grade_reg"), bleep=True)
    return d


def theatre_list_op_note(rng, country):
    c = new_ctx(rng, country, rng.choice(C.OPERATIVE))
    d = H.Doc(rng, 0.05)
    d.f(rng.choice(["TRAUMA THEATRE LIST - {d_op_w} - Theatre {theatre} - {hosp_s}\n",
                    "{hosp}  |  Trauma list  |  {d_op}  |  Th {theatre}\n", "EMERGENCY / TRAUMA LIST  {d_op}\n"]), c)
    d.f("Surgeon: {consT} {cons_l}   Asst: {reg}   Anaesthetist: Dr {anaes_l}   Scrub: {scrub_f}\n", c)
    d.t("Start 08:30. Order confirmed at trauma meeting.\n\n")
    n = rng.randint(2, 5)
    for i in range(n):
        pc = c if i == 0 else new_ctx(rng, country, rng.choice(C.OPERATIVE), anchor=c)
        d.t("%d. " % (i + 1))
        d.f(rng.choice(["{pt_LF}", "{pt_UF}", "{pt}"]), pc)
        d.f("  {mrn_label} {mrn}  {age}{sexl}  {ward_s}  {i_op}", pc)
        d.t("  ASA %d  %s\n" % (rng.randint(1, 4), rng.choice(["consented+marked", "consent ?capacity - form 4",
                                                               "NBM since 02:00", "on apixaban - last dose 36h"])))
    d.t("\n" + "=" * 40 + "\nOPERATION NOTE\n")
    banner(d, c)
    d.f("Date: {d_op}   Case no: {case}   {acct_label}: {acct}\n", c)
    if rng.random() < 0.5:
        d.f("Patient ID check: wristband + {bio_label} {bio} verified at sign-in\n",
            dict(c, bio_label=(rng.choice(["fingerprint ID", "palm-vein ID", "biometric ID"]), None)))
    d.f("Surgeon: {consT} {cons}   Assistant: {reg} ({grade_reg})\n", c)
    d.f("Anaesthetist: Dr {anaes}   Scrub nurse: {scrub}   ODP: {hca}\n", c)
    d.t("Anaesthesia: " + rng.choice(["GA + LMA", "spinal + sedation", "GA + regional block", "spinal, FIB pre-op"]) + "\n")
    d.t("Antibiotics: cefazolin 2 g IV at induction" + rng.choice(["", " + gentamicin 3 mg/kg", ", teicoplanin (pen allergy)"]) + "\n")
    d.t("Tourniquet: " + rng.choice(["n/a", "250 mmHg, %d min" % rng.randint(35, 95), "300 mmHg thigh, %d min" % rng.randint(40, 110)]) + "\n")
    d.f("Procedure: {i_op}\nIndication: {side} {i_dx}\n", c)
    d.t("Position: " + rng.choice(["supine on traction table", "supine, arm table", "lateral decubitus", "supine, bump under hip"]) + "\n")
    d.t("Findings: " + v(c, "i_xr") + "\n")
    d.t("Procedure:\n- WHO checklist completed\n- Prep chlorhexidine, drape\n")
    d.t("- " + rng.choice(["Lateral approach", "Volar FCR approach", "Direct lateral approach", "Posterior approach",
                           "Percutaneous under II"]) + ", haemostasis\n")
    d.t("- Reduction under II, confirmed AP/lat\n")
    d.f("- Implant: {i_implant}\n", c)
    d.f("  Serial/LOT sticker: SN {dev}", c)
    if rng.random() < 0.5:
        d.f(", SN {dev2}", c)
    d.t("\n- Washout, closure " + rng.choice(["2/0 vicryl, 3/0 monocryl", "0 vicryl, clips", "interrupted 3/0 nylon"]) + "\n")
    d.t("EBL: %d ml. Specimens: " % rng.choice([50, 100, 150, 250, 400]))
    d.f(rng.choice(["none\n", "femoral head to histology ({spec})\n", "tissue for MC&S ({spec})\n"]), c)
    d.t("Post-op:\n- " + v(c, "i_wb") + "\n- Check x-ray in recovery\n- VTE: " +
        rng.choice(["enoxaparin 40 mg OD x 28/7", "aspirin 150 mg OD x 6/52", "rivaroxaban 10 mg OD x 5/52"]) + "\n")
    d.f("- Wound check / clips out at GP ~{d_fu_s}\n", c)
    d.f(rng.choice(["- FU fracture clinic 2/52 ({d_fu})\n", "- FU {consT} {cons_l} clinic 6/52\n"]), c)
    if rng.random() < 0.4:
        d.f("- PACS images: {acc2}\n", c)
    d.t("\n")
    sign(d, c, rng.choice(["cons", "reg"]), None, lic=rng.random() < 0.6)
    if rng.random() < 0.4:
        audit(d, c, "reg")
    return d


def postop_day1(rng, country):
    c = new_ctx(rng, country, rng.choice(C.OPERATIVE))
    d = H.Doc(rng, 0.07)
    d.f(rng.choice(["POD1 review  {d_pod1} %s\n", "Day 1 post-op ({d_pod1_w}) %s\n", "Post-op D1 - {d_pod1_s} %s\n",
                    "POST-OPERATIVE DAY 1 REVIEW - {d_pod1}  time %s\n"]) % tm(rng), c)
    d.f(rng.choice(["{ward} - bed {bed}\n", "{ward_s} bay {bay} bed {bed}\n", "Location: {unit}, room {sideroom}\n"]), c)
    banner(d, c)
    d.f("\nOp ({d_op}): {i_op} under {consT} {cons_l}\n", c)
    d.t("Intra-op: " + rng.choice(["uncomplicated", "EBL 300 ml", "difficult reduction, extended tourniquet time",
                                   "hypotensive on induction, metaraminol"]) + "\n\n")
    d.t("S: " + rng.choice(["pain 3/10 at rest, 6/10 on movement", "slept well, tolerating diet", "PONV overnight, better now",
                            "feels 'washed out', no CP/SOB", "pain well controlled on PCA"]) + "\n")
    d.t("   PU: " + rng.choice(["yes", "catheter in situ, UO 40-60 ml/h", "TWOC planned today"]) +
        ", BO: " + rng.choice(["no", "not yet - laxatives", "yes"]) + "\n")
    d.t("O: " + C.obs(rng) + "\n")
    d.t("   Wound: " + rng.choice(["dressing clean and dry", "minor ooze, redressed", "strike-through, marked"]) + "\n")
    d.t("   NV: " + rng.choice(["intact", "SPN/DPN intact, pulses palpable", "sensation intact in median/ulnar/radial"]) + "\n")
    d.t("Bloods: " + C.bloods(rng) + "\n")
    d.f("Check XR ({acc}): {i_xr_fu}\n", c)
    d.t("Analgesia: " + "; ".join(C.pick(rng, C.MEDS[:4] + ["ibuprofen 400 mg TDS", "PCA morphine 1 mg/5 min"],
                                         rng.randint(2, 4))) + "\n")
    d.t("Drains: " + rng.choice(["nil", "1 x redivac, 60 ml - remove today", "n/a"]) +
        "   Fluids: " + rng.choice(["IVF stopped", "1 L Hartmann's 8-hrly", "TKVO"]) + "\n\n")
    d.t("A: POD1 " + v(c, "i_op") + ", " + rng.choice(["progressing well", "post-op anaemia", "mild AKI - IVF",
                                                       "hypoactive delirium ?cause"]) + "\n")
    d.t("P:\n")
    d.f("- {i_wb}\n", c)
    d.t("- " + rng.choice(["stop PCA, switch to oral oxycodone", "1u blood if Hb <80", "bloods tomorrow", "ECG + trop"]) + "\n")
    d.f("- Physio ({physio_f}) to mobilise today\n", c)
    d.f(rng.choice(["- OT assessment, ?home visit to {pt_st}\n", "- OT to liaise with {carehome}\n",
                    "- OT kit for home ({pt_city})\n"]), c)
    if rng.random() < 0.45:
        d.f("- Cryo/compression unit on loan, asset SN {dev}\n", c)
    if rng.random() < 0.3:
        d.f("- Pacemaker in situ (SN {dev2}) - checked pre-op, no issues\n", c)
    d.f(rng.choice(["- EDD {d_dis_s}\n", "- Aim D/C {d_dis_wd}\n", "- EDD {d_dis}\n"]), c)
    d.f(rng.choice(["- {nokrel} {nok_f} asked for update - phoned {nok_tel}\n",
                    "- Family ({nokrel} {nok}) updated at bedside\n", ""]), c)
    if v(c, "_age") < 65 and rng.random() < 0.6:
        d.f("- Works as {prof} - sick note to cover 6/52\n", c)
    d.t("\n")
    sign(d, c, rng.choice(["fy", "sho"]), rng.choice(["F1", "FY1", "SHO"]) if uk(c) else rng.choice(["Intern", "RMO"]),
         bleep=True)
    if rng.random() < 0.5:
        audit(d, c, "fy")
    return d
