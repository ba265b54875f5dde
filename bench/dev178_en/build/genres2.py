"""Genres: physiotherapy progress note, discharge summary, plaster room log, virtual fracture clinic triage."""
import clin as C
import phi as H
from common import (addr_inline, audit, banner, gp_address, hosp_addr, meds_list, new_ctx, pmh_list, sign, tm,
                    uk, v)

ROM = {
    "wrist": [("Wrist ext", 30, 70), ("Wrist flex", 25, 75), ("Supination", 40, 85), ("Pronation", 50, 85)],
    "ankle": [("Ankle DF", -5, 20), ("Ankle PF", 15, 45), ("Inversion", 5, 30), ("Eversion", 5, 20)],
    "hip": [("Hip flex", 50, 110), ("Hip abd", 10, 40), ("Knee flex", 70, 130)],
    "shoulder": [("Shoulder flex", 40, 170), ("Shoulder abd", 30, 160), ("ER", 10, 60), ("IR", 0, 70)],
    "knee": [("Knee flex", 30, 130), ("Knee ext", -15, 0), ("SLR lag", 0, 15)],
    "leg": [("Knee flex", 60, 130), ("Ankle DF", -5, 15)],
    "elbow": [("Elbow flex", 60, 140), ("Elbow ext", -40, 0), ("Supination", 30, 85)],
    "hand": [("MCPJ flex 5th", 40, 90), ("PIPJ flex 5th", 60, 105), ("Tip-palm cm", 0, 4)],
    "foot": [("Ankle DF", 0, 20), ("Ankle PF", 20, 45)],
    "pelvis": [("Hip flex", 60, 110), ("Hip abd", 15, 40)],
    "back": [("Lumbar flex", 20, 60), ("Lumbar ext", 5, 25)],
}


HEP = {"wrist": ["tendon glides", "wrist AROM + putty"], "hand": ["tendon glides", "blocking exercises"],
       "ankle": ["theraband eversion", "calf raises, balance board"], "foot": ["calf stretches", "heel raises"],
       "knee": ["isometric quads, SLR", "heel slides"], "leg": ["isometric quads, SLR", "ankle pumps"],
       "hip": ["bed exercises, glut sets", "sit-to-stand x10"], "pelvis": ["sit-to-stand x10", "walking programme"],
       "shoulder": ["pendulars, AAROM", "wand exercises"], "elbow": ["AAROM flex/ext", "pro/sup with hammer"],
       "back": ["walking programme", "core activation"]}


def physio_note(rng, country):
    c = new_ctx(rng, country)
    d = H.Doc(rng, 0.06)
    inpt = rng.random() < 0.4
    if inpt:
        d.f(rng.choice(["PHYSIOTHERAPY - T&O INPATIENT\n", "Ward physio note - {ward}\n", "PT inpatient r/v\n"]), c)
        d.f("Date: {d_pod1}  %s   Location: {ward_s} bed {bed}\n" % tm(rng), c)
    else:
        d.f(rng.choice(["{hosp_s} Physiotherapy Outpatients\n", "MSK Physiotherapy - {hosp}\n",
                        "OUTPATIENT PHYSIOTHERAPY PROGRESS NOTE\n"]), c)
        d.f("Tel {hosp_tel2}\n", c)
        d.f("Date: {d_fu}   Session %d of %d\n" % (rng.randint(2, 6), rng.randint(6, 10)), c)
    banner(d, c)
    d.f("Referred by: {consT} {cons_l} ({d_clin})   Dx: {side} {i_short}, DOI {d_inj}\n", c)
    if v(c, "_inj")["op"] != "none" and rng.random() < 0.6:
        d.f("Surgery: {i_op} on {d_op}\n", c)
    d.f("Restrictions: {i_wb}\n", c)
    d.f("Hx: {i_mech} on {d_inj_s}. ", c)
    d.t("PMH: " + ", ".join(C.pick(rng, C.PMH, rng.randint(1, 3))) + ". Analgesia: " +
        rng.choice(["paracetamol PRN", "co-codamol 30/500 PRN", "nil", "ibuprofen + paracetamol"]) + "\n")
    d.t(rng.choice(["Consent: verbal consent gained for assessment and treatment.\n",
                    "Red flags screened - nil.\n", "Chaperone offered, declined.\n"]) + "\n")
    d.t("S: ")
    if rng.random() < 0.3:
        d.f(rng.choice(["Pt ({pt_in2}) ", "{pt_f} ", "{ptT} {pt_l} "]), c)
    d.t(rng.choice(["Pain NRS %d/10 at rest, %d/10 on activity. " % (rng.randint(0, 4), rng.randint(3, 8)),
                    "Reports improving, night pain settled. ", "Stiff in the mornings ~30 min. "]))
    if v(c, "retired"):
        d.f(rng.choice(["Retired {prof}, keen to get back to gardening. ", "Goal: walk to the shops in {pt_city}. ",
                        "Wants to get back to bowls at {club}. "]), c)
    else:
        d.f(rng.choice(["Works as a {prof} - currently off work. ", "Back on light duties at {employer}. ",
                        "Goal: return to {club} by {d_fu_my}. ".replace("{d_fu_my}", "{holiday}"),
                        "Self-employed {prof}, anxious about income. "]), c)
    d.f(rng.choice(["Lives with {nokrel} {nok_f}. ", "{nokrel} ({nok_f}) drives {him} to appts. ", ""]), c)
    d.t("\nO:\n")
    for name, lo, hi in ROM[v(c, "i_site")]:
        a = rng.randint(lo, hi)
        b = min(hi + 5, max(a, rng.randint(lo, hi) + 10))
        d.t("  %-14s %s %4d   %s %4d\n" % (name, v(c, "sideL"), a, "R" if v(c, "sideL") == "L" else "L", b))
    d.t("  " + rng.choice(["Grip (dynamometer) %d kg vs %d kg" % (rng.randint(6, 25), rng.randint(26, 45)),
                           "TUG %d s, Berg %d/56" % (rng.randint(9, 30), rng.randint(28, 55)),
                           "Gait: antalgic, %s" % rng.choice(["ZF", "2 x EC", "1 x stick", "no aid"]),
                           "Single leg stance %d s" % rng.randint(2, 30), "Oedema: figure-of-8 +%d cm" % rng.randint(1, 4)]) + "\n")
    if inpt:
        d.t("  Mobility: " + rng.choice(["sat out in chair", "mobilised 10 m with ZF + 1", "stairs x 4 with rail + stick",
                                         "transfers with SA", "bed-chair only, dizzy on standing (postural BP drop 25)"]) + "\n")
    d.t("A: " + rng.choice(["progressing as expected", "slow progress, pain limiting", "ROM improving, strength deficit",
                            "good progress, ready for discharge from physio"]) + "\n")
    d.t("P:\n- HEP updated: " + rng.choice(HEP.get(v(c, "i_site"), ["AROM x10 hourly"]) + ["AROM x10 hourly"]) + "\n")
    d.f(rng.choice(["- Exercise sheet at {leaflet}\n", "- Video link sent to {pt_email}\n",
                    "- Online exercise portal login: {pt_user}\n", "- Handout given\n"]), c)
    if inpt:
        d.f(rng.choice(["- Liaise with OT re home at {pt_st}\n", "- Refer to {unit} for rehab\n",
                        "- Safe for D/C from physio POV\n"]), c)
    else:
        d.f(rng.choice(["- Next appt {d_next_s} %s\n" % tm(rng), "- r/v 2/52\n", "- Discharge to self-management\n"]), c)
    d.t("\n")
    sign(d, c, "physio", rng.choice(["Band 6 Physiotherapist", "Band 7 MSK Physio", "Senior Physiotherapist", "Physiotherapist"]),
         lic=rng.random() < 0.6, bleep=inpt)
    if rng.random() < 0.35:
        d.f("Joint session with {ot_f} (OT)\n", c)
    if rng.random() < 0.3:
        audit(d, c, "physio")
    return d


def discharge_summary(rng, country):
    c = new_ctx(rng, country, rng.choice(C.INPATIENT))
    d = H.Doc(rng, 0.04)
    d.f(rng.choice(["DISCHARGE SUMMARY\n", "INPATIENT DISCHARGE LETTER\n", "Transfer of Care / Discharge Summary\n"]), c)
    d.f("{hosp} - Trauma & Orthopaedics\n", c)
    hosp_addr(d, c)
    d.f("  Tel {hosp_tel}  Fax {hosp_fax}\n\n", c)
    banner(d, c)
    if rng.random() < 0.6:
        d.t("Address: ")
        addr_inline(d, c)
        d.f("  Tel: {pt_tel}\n", c)
    d.t("GP: ")
    d.f("Dr {gp_il}, {gp_prac}, {gp_st}, {gp_city}  Fax {gp_fax}\n", c)
    d.f("NOK: {nok} ({nokrel}) {nok_tel}\n\n", c)
    d.f("Admitted: {d_adm}   Discharged: {d_dis}\n", c)
    d.f("Consultant: {consT} {cons}   Ward: {ward}   {acct_label}: {acct}\n", c)
    dest = rng.randrange(4)
    d.t("Discharge destination: ")
    d.f(["usual residence\n", "{unit} (step-down rehab)\n", "{carehome}\n", "{hosp2} (repatriation)\n"][dest], c)
    if not uk(c) and rng.random() < 0.5:
        d.f(rng.choice(["Funding: private, {insurer} member no {fund_no}\n", "DVA Gold Card {dva}\n"]), c)
    if uk(c) and rng.random() < 0.25:
        d.f("Overseas visitor ({travel}); travel insurer {insurer} policy {policy}\n", c)
    d.t("\nDIAGNOSIS: " + v(c, "side") + " " + v(c, "i_dx") + "\n")
    if v(c, "_inj")["op"] != "none":
        d.f("PROCEDURE: {i_op} ({d_op}) - {consT} {cons_l}\n", c)
    d.t("COMORBIDITIES:\n")
    pmh_list(d, rng, c)
    d.t("\nCLINICAL SUMMARY\n")
    d.f("{age} y/o {sexw} admitted via ED after {i_mech}", c)
    if rng.random() < 0.4:
        d.f(" at {lm_the}{landmark}", c)
    d.f(" on {d_inj}. ", c)
    d.f("Imaging confirmed {i_xr}. ", c)
    if v(c, "_inj")["op"] != "none":
        d.f("Underwent {i_op} on {d_op_wd}, uncomplicated. ", c)
    else:
        d.f("Managed non-operatively: {i_mgmt}. ", c)
    d.t(rng.choice(["Post-op course complicated by delirium, managed with reorientation. ",
                    "Post-op Hb 78, transfused 1 unit. ", "Developed HAP, treated with co-amoxiclav 5/7. ",
                    "Uneventful post-op recovery. ", "AKI stage 1, resolved with IV fluids. "]))
    d.f("Seen by physio ({physio_f}) and OT ({ot_f}); now {i_wb}. ", c)
    d.t("Orthogeriatric review: " + rng.choice(["bone profile sent, vit D loading", "not required",
                                               "FLS referral made", "started denosumab"]) + ".\n")
    d.t("\nMEDICATIONS ON DISCHARGE\n")
    meds_list(d, rng)
    d.t("Changes: " + rng.choice(["NEW enoxaparin x 28/7, paracetamol", "STOPPED ibuprofen (AKI)",
                                  "NEW alendronic acid once vit D replete", "codeine reduced", "none"]) + "\n")
    d.t("Allergies: " + rng.choice(C.ALLERGIES) + "\n\n")
    d.t("FOLLOW UP\n")
    d.f(rng.choice(["- Fracture clinic {d_fu} with XR on arrival\n", "- {consT} {cons_l} clinic 6/52 (letter to follow)\n",
                    "- VFC telephone review {d_fu_s}\n"]), c)
    d.f(rng.choice(["- Clips out day 14 by practice nurse at {gp_prac}\n", "- District nurses for wound check\n",
                    "- Dressings supplied via {pharmacy}\n"]), c)
    if rng.random() < 0.5:
        d.f("- Community physio referral ({ref})\n", c)
    if rng.random() < 0.4:
        d.f("- Package of care via {agency} QDS, started {d_dis_s}\n", c)
    d.f(rng.choice(["- Patient info: {leaflet}\n", "- Advice leaflet given\n"]), c)
    d.t("\nACTIONS FOR GP\n- " + rng.choice(["Check U&E in 1/52", "Review analgesia", "Continue bone protection",
                                                "Consider DEXA", "Restart apixaban after LMWH course"]) + "\n\n")
    d.t("Completed by: ")
    sign(d, c, "sho", v(c, "grade_sho"), bleep=rng.random() < 0.5)
    d.f("Authorised: {consT} {cons_l}  {lic_label} {cons_lic}\n", c) if rng.random() < 0.5 else \
        d.f("Authorised: {consT} {cons_l}\n", c)
    if rng.random() < 0.35:
        d.f("Patient identity verified at discharge: wristband + palm-vein ID {bio}\n", c)
    audit(d, c, "sho")
    return d


CASTS = ["BE POP backslab", "BE full cast (fibreglass)", "scaphoid cast", "BK POP backslab", "BK fibreglass",
         "AE backslab", "cylinder cast", "walker boot fitted", "moonboot", "thumb spica", "Futuro splint",
         "neighbour strapping", "collar & cuff", "bivalved BK cast"]
ACTIONS = ["applied", "completed", "changed - split", "removed", "checked + trimmed", "re-applied (softened)",
           "windowed for wound check", "removed - XR then new cast"]


def plaster_room_log(rng, country):
    c = new_ctx(rng, country)
    d = H.Doc(rng, 0.04)
    d.f(rng.choice(["PLASTER ROOM DAILY LOG - {hosp} - {d_clin_w}\n", "Plaster Room / Casting log   {d_clin}\n",
                    "{hosp_s} PLASTER ROOM   Date: {d_clin}\n"]), c)
    d.f("On duty: {plast} (Snr Orthopaedic Practitioner), {hca_f} (HCA)   ext {plast_bleep}\n", c)
    if rng.random() < 0.5:
        d.f("Clinic cons: {consT} {cons_l}\n", c)
    d.t("\nTime  | Patient | " + rng.choice(["Hosp No", "MRN", "ID"]) + " | DOB | Cast | Side | Action | By | Next\n")
    d.t("-" * 70 + "\n")
    n = rng.randint(5, 9)
    staff = [c["plast_f"], c["plast_in"], c["hca_f"], c["plast_inl"], c["cons2_il"]]
    times = sorted(rng.randint(8 * 12, 17 * 12) * 5 for _ in range(n))
    for i in range(n):
        pc = c if i == 0 else new_ctx(rng, country, rng.choice(C.AMBULANT), anchor=c)
        d.t("%02d:%02d | " % divmod(times[i], 60))
        d.f(rng.choice(["{pt_LF}", "{pt_il}", "{pt}", "{pt_UF}"]), pc)
        d.f(" | {mrn} | {dob} | ", pc)
        d.t(rng.choice(CASTS) + " | " + v(pc, "sideL") + " | " + rng.choice(ACTIONS) + " | ")
        d.p(*rng.choice(staff))
        d.t(" | ")
        d.f(rng.choice(["FC {d_fu_s}", "VFC", "remove {d_fu_s}", "6/52", "2/52 FC", "d/c", "{d_fu}"]), pc)
        d.t("\n")
        if rng.random() < 0.2:
            d.f("      > {he} rang {d_clin_s} re tight cast; call back on {pt_mob}\n", pc)
        elif rng.random() < 0.12:
            d.f("      > interpreter ({lang}) booked - family from {origin}\n", pc)
        elif rng.random() < 0.15:
            d.f("      > accompanied by {nokrel} {nok_f}, consent for child given\n" if v(pc, "_age") < 16 else
                "      > {nokrel} {nok} present\n", pc)
    d.t("\n")
    if rng.random() < 0.4:
        d.f("Incident: superficial saw abrasion during removal - Datix {incident}; apologised, documented.\n", c)
    if rng.random() < 0.5:
        d.f("Stock: fibreglass 3in low - order {order} placed by {plast_f}.\n", c)
    d.t("Skin checks documented for all removals. Cast care leaflets given.\n")
    if rng.random() < 0.4:
        d.f("Cast saw serviced - asset SN {dev}.\n", c)
    sign(d, c, "plast", None)
    return d


OUTCOMES = ["discharge with advice + leaflet", "F2F fracture clinic 1/52", "F2F FC 2/52 with XR",
            "CT then consultant r/v", "hand therapy referral", "discharge - GP FU", "listed for theatre",
            "urgent F2F tomorrow - displacement on XR"]


def vfc_triage(rng, country):
    c = new_ctx(rng, country, rng.choice(C.AMBULANT))
    d = H.Doc(rng, 0.05)
    d.f(rng.choice(["VIRTUAL FRACTURE CLINIC - {d_clin}\n", "VFC triage list  {d_clin_w}\n", "Virtual Fracture Clinic review {d_clin}\n"]), c)
    d.f("Consultant: {consT} {cons}   VFC nurse: {vfcn}   Physio: {physio_f}\n", c)
    d.f("Referrals via {portal}\n\n", c) if rng.random() < 0.4 else d.t("\n")
    multi = rng.random() < 0.55
    n = rng.randint(3, 6) if multi else 1
    for i in range(n):
        pc = c if i == 0 else new_ctx(rng, country, rng.choice(C.AMBULANT), anchor=c)
        if multi:
            d.f("%d) Ref {ref} | " % (i + 1), pc)
            d.f(rng.choice(["{pt_LF}", "{pt}", "{pt_UF}"]) + " | DOB {dob} | {mrn} | ED {hosp_s} {d_inj_s}\n", pc)
            d.f("   {age}{sexl} {i_mech}. XR: {i_xr}.\n", pc)
            d.t("   Outcome: " + rng.choice(OUTCOMES) + "\n")
            if rng.random() < 0.5:
                d.f("   Phoned {pt_mob} %s - %s\n" % (tm(rng), rng.choice(["spoke to pt", "no answer, VM left", "spoke to {nokrel} {nok_f}"])), pc)
            if rng.random() < 0.15:
                d.f("   Caller ID verified (voiceprint ID {bio})\n", pc)
            if rng.random() < 0.35:
                d.f("   Leaflet emailed to {pt_email}: {leaflet}\n", pc)
            d.t("\n")
        else:
            d.f("Ref no: {ref}   ED attendance: {d_inj} ({hosp_s})\n", pc)
            banner(d, pc)
            d.t("Address: ")
            addr_inline(d, pc)
            d.f("\nContact: {pt_mob}  Email: {pt_email}\n\n", pc)
            d.f("ED notes: {age}{sexl} {i_mech}. {i_dx}. Seen by Dr {reg_l} in ED.\n", pc)
            d.f("XR ({acc}): {i_xr}\n", pc)
            d.f("VFC decision ({consT} {cons_l}): %s\n" % rng.choice(OUTCOMES), pc)
            d.f("\nTelephone consultation {d_clin_s} %s with {pt_f}.\n" % tm(rng), pc)
            d.f(rng.choice(["Identity checked: name, DOB and postcode ({pt_zip}).\n",
                            "ID confirmed - DOB + first line of address ({pt_st}).\n",
                            "Caller verified by voiceprint ID {bio}.\n"]), pc)
            if v(pc, "_age") >= 16 and not v(pc, "retired"):
                d.f("Works as {prof}; advised %s.\n" % rng.choice(["light duties 4/52", "off work 2/52", "can work in boot"]), pc)
            d.f("Advice: {i_mgmt}; {i_wb}. Leaflet: {leaflet}\n", pc)
            d.t("Safety-netted: return if increasing pain, numbness, cast problems.\n")
            if rng.random() < 0.4:
                d.f("Letter cc GP {gp_prac} (fax {gp_fax}).\n", pc)
    sign(d, c, rng.choice(["vfcn", "cons"]), None)
    if rng.random() < 0.5:
        audit(d, c, "vfcn")
    return d
