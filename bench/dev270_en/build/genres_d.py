"""Genres: GP letters, telephone encounters, stoma discharge checklist, travel certificate."""
import clinical as K
import phi
from blocks import mrn_label, banner, signature, footer, team, U, gpw, role, cc_block, letterhead, \
    DOC_LIC, NURSE_LIC
from genres_a import aj, hhmm
from phi import Doc


def gp_letter(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    letterhead(d, c)
    d.t("\n")
    if rng.random() < .5:
        d.w("Our ref: {cns_init}/{sec}    Your ref: {mrn}\n")
    d.w("Date: {d_letter}\n\n")
    d.w("{gp}\n{gp_prac}\n{gp_addr}\n\n")
    if rng.random() < .5:
        d.w("Dear {gp},\n\n", gp=c.name(c.gp, "DOCTOR", "ts", "Dr"))
    else:
        d.w("Dear Dr {gp_first},\n\n" if cn in ("AU", "US") else "Dear Colleague,\n\n",
            gp_first=(c.gp.first, "DOCTOR"))
    d.w("Re: {pt_full}   DOB: {dob}\n    {addr1}\n    " +
        {"UK": "NHS No", "US": "MRN", "AU": "Medicare", "CA": "Health card"}[cn] + ": " +
        ("{hp}" if cn != "US" else "{mrn}") + "\n\n", dob=c.r("d_dob"))
    d.w("Diagnosis: {dx}\nOperation: {proc} ({d_op}, {cons})\nStoma: {stype}, {size}\n\n")
    d.w("I reviewed {pt_ts} in the nurse-led stoma clinic at {hosp} on {d_visit}" +
        rng.choice([", accompanied by {his} {fam_rel} {fam}.", ".", " by video."]) + " ")
    d.w("{He} is a {age}-year-old " + rng.choice(["retired ", "", "semi-retired "]))
    d.add((c.job, "PROFESSION"))
    d.w(" who " + rng.choice(["is adapting well to {his} stoma", "has struggled with leakage",
                              "has had recurrent sore skin", "lives alone and manages independently",
                              "has been low in mood since surgery"]) + ". ")
    d.t(K.stoma_exam_text(rng, p) + "\n\n")
    hi = "Output is higher than ideal; I have started loperamide 2 mg QDS and advised oral " \
        "rehydration solution." if p["kind"] == "ileo" else \
        "Output has been irregular; dietary fibre and fluid advice given."
    d.t(rng.choice([hi,
        "We have changed to a soft convex appliance with a seal, which has given 48-hour wear "
        "without leaks.", "The stoma has reduced in size and the template has been adjusted.",
        "The skin has healed with barrier film and correct sizing.",
        "A small parastomal bulge was noted; a support garment has been measured."]) + "\n\n")
    d.t("Please could you " + rng.choice(["amend", "update", "add the following to"]) +
        " the repeat prescription:\n")
    for it, code, qty in K.product_lines(rng, p, cn):
        d.t("  - %s (%s) %s per month\n" % (it, code, qty))
    d.t("Please remove previous items to avoid duplicate supply.\n")
    d.w("{His} dispensing contractor is {sup} (tel {ph_sup}; customer no. {sup_acct}).\n\n")
    if rng.random() < .4:
        d.w("{He} plans to travel to {country_t} on {d_next} and I have provided a travel "
            "certificate.\n\n")
    if rng.random() < .4:
        d.w("{His} {fam_rel} ({fam_full}, " + rng.choice(["aged ", "age ", ""]) +
            "{fam_age}) is {his} main carer.\n\n")
    d.w("I will see {him} again on {d_next2}. Please do not hesitate to contact the team on "
        "{ph_team} or {email_team}.\n\n")
    d.t("Yours sincerely,\n\n")
    if rng.random() < .5:
        d.w("{cns_sig}\n" + team(c) + "\n")
        if rng.random() < .4:
            d.w(NURSE_LIC[cn] + " {lic_cns}\n")
    else:
        d.w("{cons_sig}\nConsultant Colorectal Surgeon\n" + DOC_LIC[cn] + " {lic_cons}\n")
    cc_block(d, c)
    if rng.random() < .5:
        d.w("Dictated {d_letter}, typed {d_typed} - {sec}\n")
    footer(d, c, .3)
    return d


# ------------------------------------------------------------------ telephone
def telephone(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    style = rng.randrange(3)
    reason = rng.choice(K.CALL_REASONS)
    fam_call = rng.random() < .45
    if style == 0:
        d.t(rng.choice(["TELEPHONE ENCOUNTER", "Telephone advice - stoma care line",
                        "PHONE CALL NOTE", "Telehealth contact"]) + "\n")
        d.w("Date/time: {d_call} " + hhmm(rng) + "   " +
            rng.choice(["Incoming", "Outgoing", "Return call"]) + "   Duration %d min\n" %
            rng.randrange(3, 25))
        banner(d, c, extra_ids=False)
        if fam_call:
            d.w("Caller: {fam_rel} {fam_full} on {ph_fam}\n")
        else:
            d.w("Caller: patient, on {ph_mob}\n")
        k = rng.randrange(3)
        if k == 0:
            d.w("ID check: name, DOB ({dob}) and " + ("postcode" if cn == "UK" else "zip"
                                                      if cn == "US" else "postcode") +
                " ({zip}) confirmed.\n", dob=c.r("d_dob"))
        elif k == 1 or (k == 2 and rng.random() < .3):
            d.w("Caller verified by voice biometrics (voiceprint ID {bio}).\n")
        else:
            d.w("Verified: first line of address ({street}) + DOB {dob}.\n", dob=c.r("d_dob"))
        d.t("\nReason: " + reason + "\n")
        if rng.random() < .25:
            d.w("Also asks for extra supplies before {holiday} - supplier closes for 4 days.\n")
        if rng.random() < .5:
            d.w("Previous contact {d_prev} (" + rng.choice(["leak", "skin", "supplies",
                                                          "output"]) + ") - see note by {cns2}.\n")
        d.w("History: {stype} since {d_op}. " + rng.choice([
            "Changing 2-3 times a day, skin now sore.", "No output since last night.",
            "Output ~2 L/day, drinking lots of water.", "Pouch lifting at 6 o'clock."]) + " " +
            rng.choice(["No vomiting.", "Pain 4/10.", "Passing urine normally.",
                        "Temp not checked."]) + "\n")
        d.t("Advice: " + rng.choice(K.ADVICE) + "; " + rng.choice(K.ADVICE) + ".\n")
        d.w("Outcome: " + rng.choice(["home visit booked {d_next}", "clinic appointment {d_next}",
                                      "advised to see " + gpw(c) + " {gp} today",
                                      "advised ED if worsens", "call back tomorrow"]) + "\n")
        d.w("\n{cns} (" + role(c) + ")  ext {bleep}\n")
    elif style == 1:
        d.w("{d_call} " + hhmm(rng) + " TC " + ("from " if rng.random() < .6 else "to ") +
            ("{fam_rel} ({fam}) " if fam_call else "pt ") + "re " + reason + ". ")
        d.w("{pt_ts} {age}{sex1}, {stype} " + rng.choice(["(Hartmann's)", "(APER)",
                                                          "post AR", "(cystectomy)", ""]) +
            ". ")
        d.t(rng.choice(["Advised ", "Adv: ", "Plan - "]) + rng.choice(K.ADVICE) + ". ")
        d.w(rng.choice(["Will HV {s_next}.", "Seen in clinic {s_next}.", "Pt happy with plan.",
                        "Supplier {sup} contacted ({ph_sup}).", "Msg left on {ph_mob}."]) + " ")
        d.w("- {cns}\n")
        day = c.dates["call"]
        for _ in range(rng.randrange(1, 4)):
            day = phi.add_days(day, rng.randrange(1, 6))
            d.t("\n")
            d.p(phi.fmt_date(rng, day, cn), "DATE")
            d.w(" " + hhmm(rng) + " f/u call: " + rng.choice([
                "leaks resolved with new convex.", "no answer, voicemail left on {ph_home}.",
                "output settled ~900 mL/24h.", "skin improving, continue.",
                "spoke to {fam_rel}, pt asleep - all well.",
                "pt reports 3 changes/day still; HV brought forward.",
                "supplies arrived, order {order} confirmed with {sup}.",
                "advised re hydration, Dioralyte 2 sachets/day; U&E via " + gpw(c) + "."]) +
                " " + rng.choice(["{cns2}", "{cns}", "{cns_init}"]) + "\n")
        if rng.random() < .5:
            d.w("\nContact details confirmed: {ph_mob}; alt {fam_rel} {ph_fam}. " +
                mrn_label(c) + " {mrn}.\n")
    else:
        d.t(rng.choice(["Telephone review (virtual clinic)", "VIRTUAL CLINIC - TELEPHONE"]) +
            "\n")
        d.w("Clinic: {hosp} " + team(c) + "   Date: {d_call}\n")
        d.w("Pt: {pt_caps}   " + mrn_label(c) + " {mrn}   DOB {dob}\n",
            dob=c.r("d_dob"))
        if rng.random() < .3:
            d.w("Identity: voiceprint match {bio}\n")
        d.w("Platform: " + rng.choice(["phone", "video (Attend Anywhere-style link)",
                                       "video via portal {url_team}"]) +
            (" - connected from {ip}" if rng.random() < .4 else "") + "\n")
        d.w("\n{pt_first} reports: " + reason + ". Stoma formed {d_op} ({proc}). ")
        d.t("Output " + p["output"] + ". " + rng.choice(K.DURATIONS) + " since last review.\n")
        d.t("Questions re: " + ", ".join(K.pick(rng, K.EDU, 2)) + ".\n")
        d.w("Works as ")
        d.add(aj(c))
        d.w(" - " + rng.choice(["phased return agreed with employer {employer}",
                                "needs letter re toilet access at work",
                                "not yet back at work"]) + ".\n")
        d.t("Plan: " + rng.choice(K.ADVICE) + ".\n")
        d.w("Next contact {d_next}; copy to " + gpw(c) + " {gp}.\n")
        signature(d, c)
    footer(d, c, .35)
    return d


# ------------------------------------------------------------------ discharge
def stoma_discharge(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    c.dates["dis"] = c.dates["visit"]
    c.dates["op"] = phi.add_days(c.dates["visit"], -rng.randrange(4, 15))
    d.t(rng.choice(["STOMA DISCHARGE CHECKLIST & COMMUNITY REFERRAL",
                    "Ostomy discharge teaching record", "Stoma care discharge summary",
                    "NEW STOMA - DISCHARGE & HANDOVER"]) + "\n")
    d.w("{hosp} - {ward}\n")
    banner(d, c)
    d.w("Admitted: {d_op}   Operation: {d_op}   Discharge: {d_dis}\n")
    d.w("Procedure: {proc}\nStoma: {stype}, {site}, {size}\nSurgeon: {cons}\n")
    d.t("\nCOMPETENCIES (patient / carer)\n")
    comp = ["Empties pouch independently" if p["kind"] != "colo" else "Changes closed pouch",
            "Changes full appliance", "Measures stoma and cuts template",
            "Disposes of waste correctly", "Recognises complications",
            "Knows how to order supplies"]
    comp.append({"ileo": "Understands high output / dehydration signs",
                 "uro": "Night drainage bag connection", "colo": "Knows what to do if no "
                 "output for 3 days"}[p["kind"]])
    for it in rng.sample(comp, rng.randrange(4, 7)):
        d.t("[%s] %s\n" % (rng.choice(["x", "x", "x", " ", "P"]), it))
    d.w("Carer trained: {fam_rel} {fam_full}" + rng.choice([" - competent", " - partially",
                                                              " - declined"]) + "\n")
    d.t("\nSUPPLIES ISSUED ON DISCHARGE\n")
    for it, code, qty in K.product_lines(rng, p, cn):
        d.t("  %s %s (%s)\n" % (qty, it, code))
    d.w("Supplier registered: {sup}, customer no. {sup_acct}, first delivery due {d_del}\n")
    d.t("\nMEDICATION ON DISCHARGE\n" + K.med_lines(rng, rng.randrange(2, 5)))
    d.t("\nFOLLOW-UP\n")
    d.w("- Community stoma nurse home visit: {d_next} (" + rng.choice(["{cns2}", "{dn}"]) +
        ")\n")
    d.w("- Surgical clinic: {d_next2} with {cons}\n")
    d.w("- " + gpw(c) + ": {gp}, {gp_prac}, tel {ph_gp}, fax {fax_gp}\n")
    d.t("\nDISCHARGE DESTINATION\n")
    if rng.random() < .25:
        d.w("{care_home}, {street}, {city} - staff trained on {s_dis}\n")
    else:
        d.w("Home: {addr1}\n")
    d.w("Transport: " + rng.choice(["own - {fam_rel} driving, reg {veh}",
                                    "hospital transport vehicle {veh}", "taxi",
                                    "patient transport service, vehicle {veh}"]) + "\n")
    if cn == "US" and rng.random() < .6:
        d.w("Identity band scanned; palm-vein biometric {bio} matched at discharge.\n")
    elif rng.random() < .3:
        d.w("Fingerprint-verified medication cabinet release: ID {bio}\n")
    if cn == "US" and rng.random() < .5:
        d.w("Financial counseling: Medicaid application started, SSN {ssn} verified.\n")
    elif cn == "AU" and rng.random() < .5:
        d.w("CAPS / SAS paperwork given; Centrelink CRN {ssn}.\n")
    d.t("\n" + rng.choice(K.negatives(rng, 3)) + "\n")
    signature(d, c)
    footer(d, c, .5)
    return d


# ------------------------------------------------------------------ travel
LANG = ["FR: Ce patient porte une stomie et doit transporter du matériel médical.",
        "ES: Este paciente tiene un estoma y necesita llevar material médico.",
        "DE: Dieser Patient hat ein Stoma und muss medizinisches Zubehör mitführen.",
        "IT: Questo paziente ha una stomia e deve portare con sé materiale medico.",
        "PT: Este doente tem um estoma e necessita de transportar material médico."]


def travel_certificate(c):
    rng, d, cn, p = c.rng, Doc(c), c.country, c.prof
    c.dates["t1"] = c.dates["next"]
    c.dates["t2"] = phi.add_days(c.dates["next"], rng.randrange(5, 30))
    letterhead(d, c)
    d.t("\n" + rng.choice(["STOMA TRAVEL CERTIFICATE", "TO WHOM IT MAY CONCERN",
                           "Medical certificate for travel - ostomy supplies",
                           "Travel letter: airport security / customs"]) + "\n\n")
    d.w("Date of issue: {d_letter}\n\n")
    d.w("This is to certify that {pt_tfull}, date of birth {dob}, " +
        rng.choice(["passport no. ", "passport number ", "travel document "]) +
        "{passport}, of {addr1}, has {stype_a} (" + rng.choice(["formed ", "surgery "]) +
        "{d_op}).\n\n", dob=c.r("d_dob"))
    d.w("{He} is travelling to {country_t} from {d_t1} to {d_t2}" +
        rng.choice(["", " (via {island})", " with {his} {fam_rel} {fam_full}"]) + ".\n\n")
    d.t("It is essential that the following items are carried in hand luggage and are not "
        "removed or separated from the traveller:\n")
    for it in [p["product"]] + rng.sample(K.PRODUCTS["acc"], rng.randrange(2, 5)) + \
            ["curved round-ended stoma scissors (blade <6 cm)", "spare clothing"]:
        d.t("  - " + it + "\n")
    d.t("\nShould a body search be required, it should be conducted in private. The pouch "
        "must not be opened or removed.\n\n")
    for x in rng.sample(LANG, rng.randrange(1, 4)):
        d.t(x + "\n")
    d.w("\nTravel insurance: {insurer}, policy {hp2}" if cn != "UK" or rng.random() < .6
        else "\nGHIC/reciprocal cover; NHS number {hp}")
    d.t("\n")
    if rng.random() < .4:
        d.w("Emergency supplies abroad: contact {sup} international line {ph_sup} or "
            "{url_sup}.\n")
    d.w("\nFor verification contact " + team(c) + ", {hosp}, on {ph_team} "
        "(Mon-Fri), email {email_team}.\n")
    d.w("\nSigned:\n{cns_sig}\n")
    if rng.random() < .5:
        d.w(NURSE_LIC[cn] + " {lic_cns}\n")
    else:
        d.w("Countersigned: {cons_sig}  " + DOC_LIC[cn] + " {lic_cons}\n")
    d.w("Hospital stamp: {hosp_full}  " + mrn_label(c) + " {mrn}\n")
    footer(d, c, .3)
    return d
