"""Genres: advance care plan, community home visit, verification of death, bereavement letter, chaplaincy."""
import case as C
import clin as K
import common as M
import narr as N
import phi as H
from doc import P


def inverse_rel(rel, sex):
    m = sex == "M"
    if rel in ("wife", "husband", "partner"):
        return "partner" if rel == "partner" else ("husband" if m else "wife")
    if rel in ("son", "daughter"):
        return "father" if m else "mother"
    if rel in ("sister", "brother"):
        return "brother" if m else "sister"
    if rel in ("niece", "nephew"):
        return "uncle" if m else "aunt"
    if rel in ("grandson", "granddaughter"):
        return "grandfather" if m else "grandmother"
    return "friend"


def acp(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    nz = c["country"] == "NZ"
    s = H.pick_staff(rng, c["hosp"], ["consultant", "registrar", "cns", "anp", "community"])
    doc.lit(rng.choice(["ADVANCE CARE PLAN", "My Advance Care Plan", "Advance Healthcare Directive / Care Plan" if not nz else "Advance Care Plan & Statement of Wishes",
                        "ADVANCE CARE PLANNING RECORD"]) + "\n")
    if not nz and rng.random() < 0.5:
        doc.lit("(completed with reference to the Assisted Decision-Making (Capacity) Act 2015)\n")
    if nz and rng.random() < 0.4:
        doc.lit("(Code of Health and Disability Services Consumers' Rights, Right 7 - informed choice)\n")
    doc.lit("\nSection 1 - About me\n")
    doc.put(["Full name: ", H.nm(pt, "PATIENT", rng.choice(["full_mid", "full"])), "\n"])
    if pt["nick"] and rng.random() < 0.7:
        doc.put(["Known as: ", P(pt["nick"], "PATIENT"), "\n"])
    doc.put(["Date of birth: ", M.dob_piece(rng, c), "\n"])
    doc.put(M.ids_line(rng, c))
    doc.nl()
    doc.put(["Address: ", C.addr_line(rng, c["addr"]), "\n", "Phone: ", P(c["home_ph"] if rng.random() < 0.5 else c["mob"], "PHONE"), "\n"])
    if rng.random() < 0.4:
        doc.put(["Email: ", P(H.slug(pt["given"]) + "." + H.slug(pt["sur"]) + H.digits(rng, 2) + "@example.com", "EMAIL"), "\n"])
    if rng.random() < 0.5:
        doc.put([c["plan_label"] + ": ", P(c["plan"], "HEALTHPLAN"), "\n"])
    doc.lit("\nSection 2 - What matters to me\n")
    lines = [["\"I was a ", P(c["prof"], "PROFESSION"), " all my life and I want to keep my independence as long as I can.\""],
             ["Being at home in ", P(c["addr"]["town"], "CITY"), " with my dog and the fire lit."],
             ["\"Family is everything. I want ", C.fam_ref(rng, c["nok"], "given"), " to be with me at the end.\""],
             ["My faith - I'd like a priest and the sacrament of the sick."] if not nz else ["Karakia and having my whānau around me."],
             ["Not being in pain, and not being kept alive on machines."],
             ["To see my grandchildren as often as possible."],
             ["Getting to ", P(c["place"], "LOCATION_OTHER"), " one more time."]]
    for l in rng.sample(lines, rng.randrange(2, 5)):
        doc.put(["- ", l, "\n"])
    doc.lit("\nSection 3 - People who will speak for me\n")
    reps = [f for f in c["fam"] if f["rel"] in ("wife", "husband", "partner", "son", "daughter", "niece", "nephew", "sister", "brother")]
    if not reps:
        reps = c["fam"][:1]
    lab = rng.choice(["Designated healthcare representative", "Enduring Power of Attorney (health)", "Attorney"]) if not nz else \
        rng.choice(["EPOA (personal care & welfare)", "Enduring Power of Attorney", "Nominated spokesperson"])
    for i, r in enumerate(reps[:2]):
        doc.put([lab if i == 0 else "Alternate", ": ", C.fam_ref(rng, r, "full"), ", ", r["rel"], "\n",
                 "  Phone ", P(r["phone"], "PHONE")])
        if rng.random() < 0.5:
            doc.put(["   Email ", P(r["email"], "EMAIL")])
        doc.nl()
        if r["abroad"] and rng.random() < 0.7:
            doc.put(["  Lives in ", P(r["abroad"][0], "CITY"), ", ", P(r["abroad"][1], "STATE"), ", "] + C.country_piece(r["abroad"][2]) + ["\n"])
    if rng.random() < 0.5:
        sol = H.new_person(rng, c["country"])
        doc.put(["EPOA document held by solicitor ", H.nm(sol, "FAMILY", "full"), " (", P(rng.choice(["Costigan & Co. Solicitors", "Byrne Whelan LLP", "Mannion Tobin Solicitors"] if not nz else ["Hume Lockhart Law", "Paewai Legal", "Findlay Strachan Lawyers"]), "ORGANIZATION"),
                 "), registered ", P(H.fdate(H.add_days(nd, -rng.randrange(100, 2000)), rng.choice(["mon_y", "y", "dmy"])), "DATE"), "\n"])
    doc.lit("\nSection 4 - My treatment wishes\n")
    for q, a in rng.sample([("CPR", ["I do not want CPR.", "No CPR.", "Not for resuscitation - discussed."]),
                            ("ICU / ventilation", ["No.", "I would not want this.", "Only if reversible and short-term."]),
                            ("Antibiotics", ["Yes for comfort (e.g. UTI).", "Oral only.", "No IV antibiotics."]),
                            ("Artificial nutrition/hydration", ["No PEG.", "Subcut fluids only if distressed by thirst.", "No."]),
                            ("Hospital transfer", ["Only if symptoms cannot be managed at home.", "No - stay home/hospice.", "Yes for fractures."]),
                            ("Implanted device", ["ICD to be switched off at end of life.", "N/A.", "Pacemaker - leave on."])], rng.randrange(3, 6)):
        doc.lit("%s: %s\n" % (q, rng.choice(a)))
    doc.lit("\nPreferred place of care: " + rng.choice(["home", "hospice", "nursing home"]) + ".  Preferred place of death: " +
            rng.choice(["home", "hospice", "wherever I am most comfortable"]) + ".\n")
    doc.lit("\nSection 5 - After my death\n")
    if nz and c["marae"] and rng.random() < 0.6:
        doc.put(["Lie in state at ", P(c["marae"], "LOCATION_OTHER"), "; burial at ", P(c["place"], "LOCATION_OTHER") if "Cemetery" in c["place"] else "urupā", ".\n"])
    else:
        cath = c["cleric"] == "Fr"
        doc.put([rng.choice(["Funeral Mass at ", "Requiem Mass in "]) if cath else rng.choice(["Service at ", "Funeral service in "]), P(c["church"], "ORGANIZATION"), ", ",
                 P(c["addr"]["town"], "CITY"), ". Priest/minister: ", c["cleric"] + " ", H.nm(c["priest"], "FAMILY", rng.choice(["full", "sur"])), ".\n"])
    doc.put(["Funeral director: ", P(c["funeral"]["name"], "ORGANIZATION"), ", ", P(c["funeral"]["phone"], "PHONE"), "\n"])
    if rng.random() < 0.5:
        doc.put(["Ashes to be scattered at ", P(c["place"], "LOCATION_OTHER"), ".\n"])
    if rng.random() < 0.4:
        doc.lit("Organ/tissue donation: " + rng.choice(["corneas only", "no", "as per family"]) + ".\n")
    doc.lit("\nSection 6 - Signatures\n")
    doc.put(["Signed (person): ", H.nm(pt, "PATIENT", rng.choice(["full", "initials"])), "   Date: ", P(H.fdate(nd, "dmy"), "DATE"), "\n"])
    wit = H.new_person(rng, c["country"])
    doc.put(["Witness: ", H.nm(wit, "FAMILY", "full"), " (", rng.choice(["neighbour", "friend", "family friend"]), ")   Date: ",
             P(H.fdate(nd, "dmy"), "DATE"), "\n"])
    doc.put(["Health professional: ", M.sname(rng, s, "dr_full" if s["is_dr"] else "full"), ", " + s["cred"], "\n"])
    if s["lic"] and rng.random() < 0.7:
        doc.put([s["lic_label"] + " ", P(s["lic"], "LICENSE"), "\n"])
    doc.lit("Review dates: ")
    for i in range(rng.randrange(1, 4)):
        if i:
            doc.lit(", ")
        doc.put([P(H.fdate(H.add_days(nd, 30 * (i + 1) + rng.randrange(0, 10)), rng.choice(["mon_y", "dmy", "mon3_y"])), "DATE")])
    doc.lit("\nCopies to: GP (")
    doc.put([M.sname(rng, c["gp"], "dr_sur"), ", ", P(c["gp_site"]["name"], "HOSPITAL"), "), ", P(c["acute"]["name"], "HOSPITAL"),
             " (scanned to record), representative.\n"])
    M.footer(doc, rng, c, s, nd)


def community_visit(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    s = H.pick_staff(rng, c["hosp"], ["community"])
    doc.put([rng.choice(["Community Palliative Care - Home Visit", "HOME VISIT NOTE (CPC)", "Community SPC nursing visit",
                         "Hospice community team: home visit"]), "\n"])
    clk = M.Clock(rng, 9, 16)
    doc.put(["Date: ", P(H.fdate(nd, s["dstyle"]), "DATE"), "  Arrived " + clk.now() + "  Left " + clk.adv(30, 100)])
    if rng.random() < 0.6:
        doc.put(["   Visit no. ", P(c["acct"], "ACCOUNT")])
    doc.nl()
    doc.put(["Patient: ", H.nm(pt, "PATIENT", rng.choice(["full", "caps", "comma"])), "  "])
    doc.put(M.ids_line(rng, c))
    doc.put(["\nVisit address: ", C.addr_line(rng, c["addr"]), "\n"])
    if rng.random() < 0.3:
        doc.put(["Access: key safe at back door; code given by ", C.fam_ref(rng, c["nok"], "given"), ". Park beside ",
                 rng.choice(["the red ", "the silver ", "son's "]), "car (reg ", P(c["veh"], "VEHICLE"), ").\n"])
    present = rng.sample(c["fam"], min(2, len(c["fam"])))
    doc.lit("Present: ")
    for i, f in enumerate(present):
        if i:
            doc.lit(", ")
        doc.put([C.fam_ref(rng, f, "given"), " (" + f["rel"] + ")"])
    doc.lit("\n\n")
    ab = s["abbr"]
    doc.lit("S: " if ab else "Subjective\n")
    doc.put([H.pt_ref(rng, pt, False), rng.choice([" seen in bed. ", " up in chair in the kitchen. ", " in good form today. ", " sleeping on arrival, woke for visit. "])])
    doc.lit(" ".join(K.symptom_lines(rng, c["dx"], rng.randrange(2, 4))) + " ")
    doc.put([C.fam_ref(rng, c["nok"], "given"), rng.choice([" feels she is coping", " feels he is coping", " is exhausted", " managing well with supports"]),
             rng.choice([" but is not sleeping.", ".", "; would value night nursing."]), "\n"])
    doc.lit("O: " if ab else "\nObjective\n")
    doc.lit(K.vitals_line(rng) + ". " + " ".join(rng.sample(K.EXAM, rng.randrange(2, 4))) + "\n")
    doc.lit("Meds: " if ab else "\nMedication check\n")
    doc.lit(rng.choice(["Reviewed dosette and MAR. ", "Blister packs checked, compliance good. ", "Meds reconciled with GP list. "]))
    if rng.random() < 0.7:
        doc.put(["Just-in-case box in home, dispensed by ", P(c["pharm"]["name"], "HOSPITAL"), " on ",
                 P(H.fdate(H.add_days(nd, -rng.randrange(1, 30)), rng.choice(["dm", "dmy_s", "d_mon"])), "DATE"), ", Rx no. ",
                 P(H.digits(rng, 7), "IDNUM"), ". "])
    doc.lit("\n")
    if rng.random() < 0.6:
        doc.lit("Equipment: " if ab else "\nEquipment\n")
        bits = []
        if rng.random() < 0.7:
            bits.append(["profiling bed (asset ", P("EQ-" + H.digits(rng, 5), "DEVICE"), ")"])
        if rng.random() < 0.5:
            bits.append(["O2 concentrator SN ", P(H.serial(rng), "DEVICE")])
        if rng.random() < 0.5:
            bits.append(["pressure mattress ", rng.choice(["Nimbus 4", "Alpha XCell", "air mattress"])])
        bits.append(["commode", " in situ"])
        for i, b in enumerate(bits):
            if i:
                doc.lit(", ")
            doc.put(b)
        doc.lit(".\n")
    doc.lit("A: " if ab else "\nAssessment\n")
    sc = K.scores(rng)
    doc.lit("Phase %s, AKPS %d. %s\n" % (sc["phase"], sc["akps"], rng.choice(["Carer strain evident.", "Symptoms largely controlled.",
                                                                           "Deteriorating - likely weeks.", "Approaching EOL."])))
    doc.lit("P: " if ab else "\nPlan\n")
    N.plan_block(doc, rng, rng.randrange(2, 5))
    doc.put(["Liaised with GP ", M.sname(rng, c["gp"], rng.choice(["dr_sur", "dr_full"])), " at ", P(c["gp_site"]["name"], "HOSPITAL"),
             rng.choice([" by phone ", " - tel ", " on "]), P(c["gp_site"]["phone"], "PHONE"), ".\n"])
    if rng.random() < 0.4:
        doc.put(["PHN " if c["country"] == "IE" else "District nurse ", M.sname(rng, H.pick_staff(rng, c["hosp"], ["nurse"]), rng.choice(["full", "given"])),
                 " to visit ", P(H.fdate(H.add_days(nd, 1), "wk"), "DATE"), " for pressure care.\n"])
    doc.put(["Next visit: ", P(H.fdate(H.add_days(nd, rng.randrange(2, 10)), rng.choice(["wk_short", "dm", "d_mon", s["dstyle"]])), "DATE"), ". "])
    k = rng.randrange(3)
    if k == 0:
        doc.lit("Family have hospice 24h advice line number.")
    elif k == 1:
        doc.put(["Family aware to call advice line ", P(c["hosp"]["phone"], "PHONE"), " if concerns."])
    else:
        doc.put(["Out of hours: ", P(c["hosp"]["phone"], "PHONE"), " (hospice IPU)."])
    doc.lit("\n\n")
    M.signature(doc, rng, s, c, nd, t=clk.adv(20, 90))
    M.footer(doc, rng, c, s, nd)


def verification_death(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    nz = c["country"] == "NZ"
    home = rng.random() < 0.3
    s = H.pick_staff(rng, c["hosp"], ["community"] if home else ["nurse", "cns", "anp"])
    s2 = H.pick_staff(rng, c["hosp"], ["nurse", "hca"])
    doc.lit(rng.choice(["VERIFICATION OF EXPECTED DEATH", "Verification of Death (Registered Nurse)", "Record of Verification of Death & After-Death Care",
                        "EXPECTED DEATH - VERIFICATION FORM"]) + "\n")
    if rng.random() < 0.5:
        doc.put([P(c["hosp"]["name"], "HOSPITAL"), "\n"])
    doc.put(["\nName of deceased: ", H.nm(pt, "PATIENT", rng.choice(["caps", "full_mid", "full"])), "\n"])
    doc.put(["DOB: ", M.dob_piece(rng, c), "   "])
    doc.put(M.ids_line(rng, c))
    doc.nl()
    if home:
        doc.put(["Place of death: home - ", C.addr_line(rng, c["addr"]), "\n"])
    else:
        doc.put(["Place of death: ", P(c["hosp"]["name"], "HOSPITAL"), ", ", c["room"], P(c["room_no"], "LOCATION_OTHER"), "\n"])
    clk = M.Clock(rng, 0, 24)
    t_death = clk.now()
    doc.put(["Date of death: ", P(H.fdate(nd, rng.choice(["dmy", "long", "d_mon_y", "wk_long"])), "DATE"), "   Time of death (as reported): " + t_death + "\n"])
    doc.put(["Death verified by: ", P(s["given"] + " " + s["sur"], "DOCTOR"), ", " + s["cred"]])
    if s["lic"]:
        doc.put([", ", s["lic_label"] + " ", P(s["lic"], "LICENSE")])
    doc.put(["\nDate/time of verification: ", P(H.fdate(nd, "dmy"), "DATE"), " " + clk.adv(10, 70) + "\n"])
    doc.lit("\nFindings:\n")
    for l in ["No central (carotid) pulse palpable for 1 minute", "No heart sounds on auscultation for 1 minute",
              "No breath sounds / respiratory effort for 1 minute", "Pupils fixed and dilated, no response to light",
              "No response to painful stimuli (trapezius squeeze)"]:
        doc.lit("[x] " + l + "\n")
    if rng.random() < 0.2:
        doc.put(["Expected death: yes. Coroner notified (", rng.choice(["industrial disease - asbestos", "recent fall with fracture", "death within 24h of procedure"]),
                 ") - ref ", P("CR-" + str(nd.year % 100) + "-" + H.digits(rng, 4), "IDNUM"), "\n"])
    else:
        doc.lit("Expected death: yes. " + rng.choice(["Coroner referral not required.", "No coronial concerns.",
                                                       "Discussed with GP - not a coroner's case."]) + "\n")
    doc.lit("\nPresent at time of death: ")
    pres = rng.sample(c["fam"], min(len(c["fam"]), rng.randrange(1, 4)))
    for i, f in enumerate(pres):
        if i:
            doc.lit(", ")
        doc.put([C.fam_ref(rng, f, rng.choice(["given", "full"])), " (" + f["rel"] + ")"])
    doc.lit(rng.choice([". Peaceful death.", "; settled, no distress.", ". Died peacefully with family at bedside."]) + "\n")
    doc.lit("\nDevices:\n")
    doc.put(["Syringe driver (", rng.choice(["T34", "BodyGuard T"]), ") SN ", P(c["sd_serial"], "DEVICE"), " - discontinued at " + clk.adv(2, 15) +
             ", contents discarded and witnessed by ", M.sname(rng, s2, "full"), ".\n"])
    if rng.random() < 0.35:
        doc.put([rng.choice(["Pacemaker", "ICD (deactivated)", "Implanted port"]), " in situ - serial no. ", P(H.serial(rng), "DEVICE"),
                 ". Funeral director informed (relevant for cremation).\n"])
    doc.lit("Catheter removed. Lines removed. Dressings applied.\n")
    doc.lit("\nAfter-death care:\n")
    if nz:
        if pt["group"] in ("mo", "pa") or rng.random() < 0.3:
            doc.put(["Karakia led by ", C.fam_ref(rng, rng.choice(c["fam"]), "given"), ". Tikanga respected; window opened, food removed from room.\n"])
            if c["marae"] and rng.random() < 0.7:
                doc.put(["Tūpāpaku to return to ", P(c["marae"], "LOCATION_OTHER"), " ", P(H.fdate(H.add_days(nd, 1), rng.choice(["wk", "d_month"])), "DATE"), ".\n"])
    else:
        if rng.random() < 0.6:
            doc.put(["Prayers said with family; ", rng.choice([c["cleric"] + " ", c["cleric"] + " "]), H.nm(c["priest"], "FAMILY", rng.choice(["sur", "full"])), " attended",
                     rng.choice([" and gave final blessing.", ".", ", rosary said."]), "\n"])
        if home and rng.random() < 0.6:
            doc.lit("Family wish for wake at home.\n")
    doc.lit("Identification bands x2 applied. Jewellery: " + rng.choice(["wedding ring left on as per family wishes.", "none.", "removed and given to family."]) + "\n")
    f0 = c["nok"]
    doc.put(["Property handed to ", C.fam_ref(rng, f0, "full"), " (" + f0["rel"] + ") - signed.\n"])
    doc.put(["GP informed: ", M.sname(rng, c["gp"], "dr_sur"), " (", P(c["gp_site"]["phone"] if rng.random() < 0.5 else c["gp_site"]["fax"], "PHONE"), ")\n"])
    doc.put(["Funeral director: ", P(c["funeral"]["name"], "ORGANIZATION"), ", tel ", P(c["funeral"]["phone"], "PHONE"), ". "])
    if rng.random() < 0.5:
        doc.put(["Collected by ", H.nm(c["fd_person"], "FAMILY", rng.choice(["full", "title_sur"])), " at " + clk.adv(90, 300) + ", vehicle reg ",
                 P(H.plate(rng, c["country"]), "VEHICLE"), ".\n"])
    else:
        doc.lit("Collection arranged for " + rng.choice(["this evening", "the morning", "after family time"]) + ".\n")
    if rng.random() < 0.4:
        doc.put(["Body release form no. ", P(H.digits(rng, 6), "IDNUM"), "\n"])
    doc.put(["Bereavement pack given. Referred to bereavement service (", M.sname(rng, H.pick_staff(rng, c["hosp"], ["bereave"]), "full"), ").\n\n"])
    doc.put(["Signed: ", M.sname(rng, s, "full"), "   Second nurse: ", M.sname(rng, s2, "full"), "\n"])
    M.footer(doc, rng, c, s, nd)


def bereavement_letter(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    nz = c["country"] == "NZ"
    site = c["hosp"]
    s = H.pick_staff(rng, site, ["bereave", "sw"])
    death = H.add_days(nd, -rng.randrange(21, 90))
    rec = c["nok"]
    M.letterhead(doc, rng, site)
    if rng.random() < 0.5:
        doc.put(["Bereavement Support Service | ", P(s["email"] if rng.random() < 0.5 else "bereavement@" + site["domain"], "EMAIL"), "\n"])
    doc.nl()
    doc.put([P(H.fdate(nd, rng.choice(["long", "ord", "d_mon_y", "dmy"])), "DATE"), "\n\n"])
    if rng.random() < 0.4:
        doc.put(["Our ref: ", P("BV/" + H.digits(rng, 4) + "/" + str(nd.year % 100), "IDNUM"), "\n\n"])
    doc.put([H.nm(rec, "FAMILY", rng.choice(["title_full", "full"])), "\n", C.addr_block(rng, c["addr"]), "\n\n"])
    greet = rng.choice(["Dear ", "Dear ", "Kia ora " if nz else "A chara ", "Dear "])
    doc.put([greet, H.nm(rec, "FAMILY", rng.choice(["given", "title_sur", "given"])), ",\n\n"])
    doc.put(["I am writing on behalf of everyone at ", P(site["short"] if rng.random() < 0.5 else site["name"], "HOSPITAL"),
             " to offer our sincere sympathy on the death of your ", inverse_rel(rec["rel"], pt["sex"]), ", ",
             H.nm(pt, "PATIENT", rng.choice(["given", "full", "nick" if pt["nick"] else "given"])), ", who died on ",
             P(H.fdate(death, rng.choice(["long", "ord", "wk_long", "d_month"])), "DATE"), ".\n\n"])
    doc.lit(rng.choice(["It can be hard to know what to expect in the weeks and months after a death. ",
                        "Grief affects everyone differently, and there is no right or wrong way to feel. ",
                        "Many people tell us the second and third months are harder than the first. "]))
    doc.lit("Our bereavement team is here to support you and your family")
    if len(c["fam"]) > 1 and rng.random() < 0.5:
        doc.put([", including ", C.fam_ref(rng, c["fam"][-1], "given")])
        k = rng.randrange(3)
        if k == 1:
            doc.lit(" and the grandchildren")
        elif k == 2:
            doc.put([", who we know was so close to ", H.nm(pt, "PATIENT", "given")])
    doc.lit(".\n\n")
    if rng.random() < 0.7:
        d2 = H.add_days(nd, rng.randrange(10, 60))
        doc.put(["Our ", rng.choice(["Service of Remembrance", "Memorial Service", "Light Up a Life evening", "remembrance gathering"]), " will take place on ",
                 P(H.fdate(d2, rng.choice(["wk_long", "wk_comma", "ord_of"])), "DATE"), " at " + rng.choice(["7.30pm", "11am", "2pm", "19:00"]) + " in ",
                 rng.choice([[P(c["church"], "ORGANIZATION")], ["the hospice garden"], ["the chapel at ", P(site["short"], "HOSPITAL")]]),
                 ". You would be very welcome, and you may bring family or friends.\n\n"])
    if rng.random() < 0.6:
        doc.put(["A bereavement support group meets ", rng.choice(["every second Tuesday", "on the first Thursday of the month", "weekly on Wednesdays"]),
                 " at ", rng.choice([[P(site["name"], "HOSPITAL")], [P(rng.choice(["Ballyvane Community Centre", "Kilbrack Library", "Roslyn Community Hall", "Te Awa Community House"]), "LOCATION_OTHER")]]),
                 ". Information is also available at ", P(site["url"] if rng.random() < 0.5 else "https://bereavement.example.org/" + ("nz" if nz else "ie") + "/support", "URL"), ".\n\n"])
    doc.put(["If you would like to talk with someone, please phone me on ", P(site["phone"] + (" " + H.ext(rng) if rng.random() < 0.5 else ""), "PHONE")])
    if rng.random() < 0.5:
        doc.put([" or email ", P(s["email"], "EMAIL")])
    doc.lit(". " + rng.choice(["I will phone you in the coming weeks to see how you are.", "You do not need a referral.",
                                "Our service is free of charge."]) + "\n\n")
    doc.lit(rng.choice(["With kind regards,\n\n", "Yours sincerely,\n\n", "Ngā mihi,\n\n" if nz else "Le meas,\n\n"]))
    doc.put([P(s["given"] + " " + s["sur"], "DOCTOR"), "\n", s["cred"], "\n"])
    if rng.random() < 0.4:
        doc.put(["cc: ", M.sname(rng, c["gp"], "dr_full"), ", ", P(c["gp_site"]["name"], "HOSPITAL"), "\n"])
    M.footer(doc, rng, c, s, nd, 0.2)


def chaplaincy(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    nz = c["country"] == "NZ"
    site = rng.choice([c["hosp"], c["hosp"], c["acute"]])
    s = H.pick_staff(rng, site, ["chaplain"])
    doc.lit(rng.choice(["Spiritual Care Note", "CHAPLAINCY / PASTORAL CARE", "Pastoral care contact record", "Spiritual care assessment (FICA)"]) + "\n")
    doc.put(["Date: ", P(H.fdate(nd, s["dstyle"]), "DATE"), "   Visit: ", rng.choice(["initial", "follow-up", "requested by family", "requested by nursing"]), "\n"])
    doc.put(["Patient: ", H.nm(pt, "PATIENT", rng.choice(["full", "caps", "title_full"])), ", ", c["room"], P(c["room_no"], "LOCATION_OTHER")])
    if site is c["acute"]:
        doc.put([", ", P(c["ward"], "HOSPITAL")])
    doc.nl()
    if rng.random() < 0.6:
        doc.put(M.ids_line(rng, c, site is c["acute"]))
        doc.nl()
    faith = c["faith"] if rng.random() < 0.8 else rng.choice(["none stated", "Muslim", "no religion", "spiritual, not religious", "Buddhist"])
    doc.lit("Faith/belief: " + faith + "\n")
    if rng.random() < 0.6:
        ref = H.pick_staff(rng, c["hosp"] if site is c["hosp"] else site, ["nurse", "cns", "sw"])
        doc.put(["Referred by: ", M.sname(rng, ref, rng.choice(["full", "given_role"])), rng.choice([" (nursing)", "", " at handover"]), "\n"])
    doc.lit("Time with patient: %d min\n\n" % rng.choice([10, 15, 20, 30, 40, 45, 60]))
    doc.put([H.pt_ref(rng, pt, False), rng.choice([" was awake and keen to talk. ", " was drowsy but recognised me. ", " welcomed the visit. "])])
    opts = [["Spoke about growing up in ", P(c["addr"]["town"] if rng.random() < 0.5 else rng.choice(["Kilbrack", "Derrylea", "Gore", "Ōtara"]), "CITY"),
             " and working as a ", P(c["prof"], "PROFESSION"), ". "],
            (["Talked about ", "his" if pt["sex"] == "M" else "her", " ", c["widowed"]["rel"], " ",
              H.nm(c["widowed"], "FAMILY", "given"), " and the years since ", rng.choice(["he", "she"]) if False else "the death in ",
              P(H.fdate(H.add_days(nd, -rng.randrange(400, 6000)), "y"), "DATE"), ". "] if c["widowed"] else
             ["Talked about the farm and the years since retiring in ", P(H.fdate(H.add_days(nd, -rng.randrange(400, 6000)), "y"), "DATE"), ". "]),
            ["Expressed fear of 'being a burden' and of dying in pain. "],
            ["Asked 'why me?' - stayed with the question. "],
            ["Reminisced about the ", P(rng.choice(["Christmas", "Easter"]), "DATE"), " the whole family came home from "] + C.country_piece(rng.choice(["Australia", "England", "Canada", "Scotland"])) + [". "],
            ["Strong sense of peace; 'I've had a good life'. "]]
    for o in rng.sample(opts, rng.randrange(2, 5)):
        doc.put(o)
    doc.nl()
    if faith in ("Roman Catholic", "Catholic"):
        doc.put([rng.choice(["Sacrament of the Sick administered by ", "Anointing by ", "Holy Communion brought by "]), rng.choice(["Fr. ", "Fr "]),
                 H.nm(c["priest"], "FAMILY", rng.choice(["full", "sur"])), " from ", P(c["church"], "ORGANIZATION"), ".\n"])
    elif faith == "Rātana" or (nz and pt["group"] == "mo" and faith not in ("Presbyterian", "Anglican", "Methodist")):
        doc.put(["Karakia with ", C.fam_ref(rng, c["nok"], "given"), " and whānau. Links with ", P(c["marae"] or "Hinerangi Marae", "LOCATION_OTHER"), " noted.\n"])
    elif faith == c["faith"]:
        doc.put(["Prayer offered", rng.choice([" and accepted.", "; read Psalm 23 together."]), " ", c["cleric"] + " ",
                 H.nm(c["priest"], "FAMILY", rng.choice(["full", "sur"])), " (", P(c["church"], "ORGANIZATION"), ") ",
                 rng.choice(["informed with consent.", "visits weekly.", "to call tomorrow."]), "\n"])
    else:
        doc.put(["Prayer offered", rng.choice([" - declined; preferred to chat.", " - not wanted; listened instead."]), "\n"])
    if rng.random() < 0.6:
        f = rng.choice(c["fam"])
        doc.put(["Spent time with ", f["rel"], " ", C.fam_ref(rng, f, "given"), M.fam_loc(rng, f), " who is ", rng.choice(["struggling", "anticipating loss", "angry with God", "very tired"]), ".\n"])
    if rng.random() < 0.45:
        gk = [f for f in c["fam"] if f["rel"] in ("grandson", "granddaughter", "son", "daughter")]
        if gk:
            g = rng.choice(gk)
            doc.put(["Legacy work: helping ", H.pt_ref(rng, pt, False), " record a message for ", C.fam_ref(rng, g, "given"), " (",
                     P(str(g["age"]), "AGE"), ")", rng.choice([" to be opened on ", " for "]),
                     P(H.fdate(H.add_days(nd, rng.randrange(200, 3000)), rng.choice(["long", "mon_y", "y"])), "DATE"), ".\n"])
    if rng.random() < 0.4:
        doc.lit("HOPE: H - " + rng.choice(["grandchildren, garden", "the sea, music", "faith and family", "rugby, the farm"]) +
                "; O - " + rng.choice(["parish", "none", "church choir", "bowls club friends"]) + "; P - " +
                rng.choice(["daily rosary", "prayer most nights", "meditation", "none"]) + "; E - " +
                rng.choice(["wants honest information", "worried about wife", "fears choking", "unfinished business with brother"]) + ".\n")
    doc.lit("\nAssessment: " + rng.choice(["spiritual distress - meaning/legacy", "existential anxiety", "supported by faith community", "unresolved family conflict"]) + ".\n")
    doc.lit("Plan: " + rng.choice(["revisit in 2 days", "legacy work (letters to grandchildren)", "liaise with parish", "offer to family after death"]) + ".\n\n")
    doc.put([M.sname(rng, s, rng.choice(["full", "full_cred"])), "\n"])
    if rng.random() < 0.5:
        doc.put(["Pastoral care office ", P(site["phone"] + " " + H.ext(rng), "PHONE"), "\n"])
    M.footer(doc, rng, c, s, nd, 0.25)
