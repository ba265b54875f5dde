"""Genres: video visit note, e-consult, test result release message."""
import datetime as dt

import bits
import clin
import pools
from case import D, make_case, pt, fam, doc, age, addr, sig


def _plus(d, k):
    return dt.date.fromordinal(d.toordinal() + k)


def video_visit(fk, n):
    r = fk.r
    sc = fk.ch(clin.VISITS)
    c = make_case(fk, ped=False)
    p, prov = c["p"], c["pcp"]
    hdr = fk.ch(["TELEHEALTH VIDEO VISIT", "Virtual Visit Note - Synchronous Video",
                 "VIDEO VISIT PROGRESS NOTE", "Telemedicine Encounter (Audio/Video)"])
    n.t(hdr + "\n")
    if fk.chance(0.5):
        n.f("{CL}\n", CL=(c["clinic"], "HOSPITAL"))
    style = r.randint(0, 2)
    if style == 0:
        n.f("Patient: {N}    MRN: {M}    DOB: {B}\n", N=pt(fk, c, fk.ch(["LF", "LFM", "lf"])),
            M=(c["mrn"], "MRN"), B=D(fk, c["dob"], "mdy"))
        n.f("Date of service: {S}    Encounter: {E}\n", S=D(fk, c["enc"]), E=(c["enc_no"], "ACCOUNT"))
        n.f("Provider: {P}\n", P=doc(fk, prov, "full_cred"))
    elif style == 1:
        n.f("Name: {N} | Age/Sex: {A}/{S} | MRN {M}\n", N=pt(fk, c, "full"), A=(str(c["age"]), "AGE"),
            S=p["sex"], M=(c["mrn"], "MRN"))
        n.f("Visit {S} {T} | Visit ID {V}\n", S=D(fk, c["enc"], fk.ch(["wd_mdy", "iso", "mdy"])),
            T=fk.time(8, 18), V=(fk.account("visit"), "ACCOUNT"))
        n.f("Clinician: {P}\n", P=doc(fk, prov, fk.ch(["dr_full", "mi_cred"])))
    else:
        n.f("{N} ({B}) - {M}\n", N=pt(fk, c, "LFM"), B=D(fk, c["dob"], fk.ch(["mdy", "dmy_up"])), M=(c["mrn"], "MRN"))
        n.f("DOS {S}; seen by {P}; PCP {Q}\n", S=D(fk, c["enc"], "mdy0"), P=doc(fk, prov, "lf_cred"),
            Q=doc(fk, c["prov2"], "dr_last"))
    n.t("Modality: " + fk.ch(["audio-video (modifier 95, POS 10)", "synchronous video, POS 02",
                               "video; converted to audio-only after connection failure (modifier 93)"]) + "\n\n")

    n.t(fk.ch(["CONSENT AND LOCATION\n", "Telehealth attestation:\n", "-- Consent --\n"]))
    n.f("Verbal consent for telehealth obtained. Identity verified with full name and date of birth ({B}). ",
        B=D(fk, c["dob"], fk.ch(["long", "mdy", "abbr"])))
    loc = r.randint(0, 4)
    a = c["addr"]
    if loc == 0:
        n.f("Patient located at home, {A}. ", A=addr(fk, a, fk.ch(["oneline", "full_state", "nozip"])))
    elif loc == 1:
        n.f("Patient located at work ({O}) in a private break room. ", O=(c["employer"], "ORGANIZATION"))
    elif loc == 2:
        art, lm = fk.ch(pools.LANDMARKS)
        n.f("Patient in a parked car at {AR}{L} in {C}, {S}; not driving. ", AR=art, L=(lm, "LOCATION_OTHER"),
            C=(a["city"], "CITY"), S=(a["st"], "STATE"))
    elif loc == 3:
        n.f("Patient is staying with {R} {F} in {C}, {S} (temporary address {T}). ", R=c["fam_rel"],
            F=fam(fk, c, "full"), C=(a["city"], "CITY"), S=(a["state"], "STATE"), T=(fk.street(), "STREET"))
    else:
        n.f("Patient at hotel room {RM} in {C}, {S} while traveling. ", RM=(str(r.randint(101, 1520)), "LOCATION_OTHER"),
            C=(a["city"], "CITY"), S=(a["st"], "STATE"))
    pc = fk.city()
    n.f("Provider located at {PL}. ", PL=fk.ch([[(c["clinic"], "HOSPITAL")],
                                                 ["home office, ", (pc[0], "CITY"), ", ", (pc[1], "STATE")],
                                                 [(c["hosp"], "HOSPITAL"), " telehealth hub, room ",
                                                  (str(r.randint(100, 499)) + fk.ch(["", "A", "B"]), "LOCATION_OTHER")]]))
    if fk.chance(0.4):
        n.f("Also present: {R} {F}. ", R=c["fam_rel"], F=fam(fk, c))
    if fk.chance(0.3):
        n.f("{L} interpreter {I} (ID {ID}) joined by video. ", L=c["lang"], I=(fk.pname(fk.clinician("rn"), "full"), "DOCTOR"),
            ID=(fk.digits(6), "IDNUM"))
    n.t("\n\n")

    n.f("CHIEF COMPLAINT: {CC}\n\n", CC=sc["cc"])
    n.t("HPI: ")
    n.f("{N} is a {A} ", N=pt(fk, c, fk.ch(["full", "title", "first"])), A=age(fk, c, fk.ch(["yo_dash", "yo", "y/o", "sex"])))
    if p.get("nick") and fk.chance(0.35):
        n.f("(prefers \"{K}\") ", K=pt(fk, c, "nick"))
    n.t(fk.ch(["with ", "with a history of ", "w/ PMH of "]) + fk.ch(["HTN, HLD", "T2DM, HTN", "asthma", "GERD",
                                                                       "CKD 3a, HTN", "depression", "no significant PMH"]))
    n.t(" presenting by video for " + sc["cc"].lower() + ". ")
    hp = list(sc["hpi"])
    n.t(" ".join(hp[:r.randint(2, len(hp))]) + " ")
    if fk.chance(0.4):
        prev = _plus(c["enc"], -r.randint(14, 200))
        n.f("Last seen in clinic on {D} by {P}. ", D=D(fk, prev), P=doc(fk, c["prov2"], fk.ch(["dr_last", "full_cred"])))
    if fk.chance(0.3):
        n.f("Returned from {CO} on {D}. ", CO=(c["country"], "COUNTRY"), D=D(fk, _plus(c["enc"], -r.randint(2, 20)), "abbr_noyr"))
    n.t("\n\n")
    if fk.chance(0.7):
        n.t("MEDICATIONS:\n" + bits.meds(fk) + "\n")
        n.t("ALLERGIES: " + fk.ch(clin.ALLERGIES) + "\n\n")
    if fk.chance(0.6):
        n.t("SOCIAL HISTORY: ")
        n.f("Works as a {J}", J=(c["prof"], "PROFESSION"))
        if fk.chance(0.6):
            n.f(" at {E}", E=(c["employer"], "ORGANIZATION"))
        n.t(". " + fk.ch(["Never smoker.", "Former smoker, quit 10 yrs ago.", "Vapes daily.", "Social EtOH.",
                          "No EtOH or drugs."]))
        if fk.chance(0.5):
            n.f(" Lives with {R} ({F}, {FA}, a {J}).", R=c["fam_rel"], F=fam(fk, c, "first"),
                FA=(str(r.randint(18, 88)), "AGE"), J=(c["fam_prof"], "PROFESSION"))
        n.t("\n\n")
    n.t(bits.vitals(fk) + "\n\n")
    n.t("EXAM (limited, via video):\n- " + "\n- ".join(sc["exam"]) + "\n\n")
    n.t("ASSESSMENT AND PLAN:\n")
    for i, (dx, code) in enumerate(sc["dx"]):
        n.t("%d. %s (%s)\n" % (i + 1, dx, code))
    n.t("   - " + "\n   - ".join(sc["plan"]) + "\n")
    if fk.chance(0.5):
        n.f("Rx sent to {PH}, {C} ({T}).\n", PH=(c["pharm"], "HOSPITAL"), C=(a["city"], "CITY"), T=(fk.phone(), "PHONE"))
    fu = _plus(c["enc"], r.randint(14, 90))
    n.f("Follow-up: {D}.\n\n", D=D(fk, fu, fk.ch(["wd_long", "mdy", "month_year", "wd_md"])))
    if fk.chance(0.45):
        n.f("Technical: joined via {U} from {IP}; ", U=(fk.url("video"), "URL"), IP=(c["ip"], "IPADDR"))
        n.t(fk.ch(["video froze twice, reconnected.", "no issues.", "poor bandwidth, camera off for part of visit."]))
        n.f(" Backup number on file {PH}.\n", PH=(c["phone"], "PHONE"))
    n.t("Total time %d minutes on the date of service, including chart review and documentation.\n" % r.randint(12, 45))
    if fk.chance(0.3):
        n.f("Scribed by {S} in the presence of {P}.\n", S=(fk.pname(fk.clinician("rn"), "full"), "DOCTOR"),
            P=doc(fk, prov, "dr_last"))
    n.v(sig(fk, prov, c["enc"]))
    if fk.chance(0.3):
        st = a["st"]
        n.f("\nLicensed in {S}, lic # {L}; NPI {N}", S=(st, "STATE"), L=(fk.state_license(st), "LICENSE"),
            N=(fk.npi(), "LICENSE"))
    n.t("\n")


def econsult(fk, n):
    r = fk.r
    q = fk.ch(clin.ECONSULT_Q)
    c = make_case(fk, ped=False)
    req, spec = c["pcp"], fk.clinician("prov")
    spec["cred"] = fk.ch(["MD", "DO", "MD, FACP"])
    sent = c["enc"]
    n.t(fk.ch(["E-CONSULT (Interprofessional Consultation)\n", "eConsult Request and Response\n",
               "Provider-to-Provider eConsult\n"]))
    n.f("eConsult #: {ID}    Specialty: {SP}\n", ID=(fk.idnum("case"), "IDNUM"), SP=q[0])
    n.f("Submitted: {D} {T}    Status: Completed\n", D=D(fk, sent), T=fk.time(7, 19))
    n.f("Patient: {N}   DOB {B}   MRN {M}\n", N=pt(fk, c, fk.ch(["LF", "lf", "full", "LFM"])),
        B=D(fk, c["dob"], fk.ch(["mdy", "iso"])), M=(c["mrn"], "MRN"))
    if fk.chance(0.5):
        n.f("Coverage: {I} member {MB}\n", I=(c["insurer"], "ORGANIZATION"), MB=(c["member"], "HEALTHPLAN"))
    n.f("Requesting clinician: {R} - {CL}", R=doc(fk, req, "full_cred"), CL=(c["clinic"], "HOSPITAL"))
    if fk.chance(0.6):
        n.f(", ph {P}, fax {F}", P=(fk.phone(), "PHONE"), F=(fk.phone(ext=False), "FAX"))
    n.t("\n")
    n.f("Consultant: {S}, {H}\n\n", S=doc(fk, spec, "dr_full"),
        H=(fk.ch(pools.HOSPITALS), "HOSPITAL"))
    n.t("CLINICAL QUESTION:\n" + q[1] + "\n\n")
    n.t("BACKGROUND:\n")
    n.f("{A} ", A=age(fk, c, fk.ch(["yo_dash", "sex", "yo"])))
    n.t(fk.ch(["patient", "pt", "man" if c["p"]["sex"] == "M" else "woman"]) + ". " + q[2] + " ")
    if fk.chance(0.4):
        n.f("Family history: {R} with similar issue. ", R=fk.ch(["mother", "father", "brother", "sister"]))
    if fk.chance(0.4):
        pc = fk.city()
        n.f("Originally from {CO}; moved to {C} in {Y}. ", CO=(c["country"], "COUNTRY"), C=(pc[0], "CITY"),
            Y=D(fk, _plus(sent, -r.randint(400, 6000)), "year"))
    n.t("\nCurrent meds:\n" + bits.meds(fk, numbered=False) + "\n")
    if fk.chance(0.6):
        panel = fk.ch(sorted(clin.LABS))
        n.f("\nRelevant labs ({D}, accession {AC}):\n", D=D(fk, _plus(sent, -r.randint(1, 30)), fk.ch(["mdy", "abbr"])),
            AC=(fk.idnum("acc"), "IDNUM"))
        n.t(bits.lab_table(fk, panel) + "\n")
    if fk.chance(0.3):
        n.f("\nCardiac device: pacemaker SN {SN} (interrogation attached).\n", SN=(fk.device("pm"), "DEVICE"))
    n.t("\nRESPONSE:\n")
    resp = _plus(sent, r.randint(1, 3))
    n.f("{G},\n", G=["Dear ", doc(fk, req, fk.ch(["dr_last", "dr_full", "first"]))] if req["cred"] in ("MD", "DO") else
        ["Hi ", doc(fk, req, "first")])
    n.t("Thank you for this eConsult. " + q[3] + "\n")
    n.t(fk.ch(["This recommendation is based on the information provided; a face-to-face visit was not performed.\n",
               "If the clinical picture changes, please submit a new eConsult or refer for a visit.\n",
               "Happy to see the patient if concerns persist.\n"]))
    n.f("Time spent: {M} minutes. Responded {D}.\n", M=str(r.randint(10, 30)), D=D(fk, resp, fk.ch(["mdy", "wd_md", "abbr"])))
    n.v(doc(fk, spec, fk.ch(["full_cred", "mi_cred"])))
    n.t("\n")
    if fk.chance(0.5):
        n.f("NPI {N} | {E}\n", N=(fk.npi(), "LICENSE"), E=(fk.staff_email(spec), "EMAIL"))
    if fk.chance(0.4):
        n.f("\nRequester reply {D}: ", D=D(fk, _plus(resp, 1), "md"))
        n.t(fk.ch(["Thanks, will order and follow up.", "Appreciate it - scheduling now.",
                   "Patient informed via portal."]) + " ")
        n.v(doc(fk, req, fk.ch(["init", "fi_cred", "full"])))
        n.t("\n")


def result_release(fk, n):
    r = fk.r
    c = make_case(fk)
    p, prov = c["p"], c["pcp"]
    coll = c["enc"]
    rel = _plus(coll, r.randint(0, 6))
    kind = r.randint(0, 2)
    n.t(fk.ch(["PATIENT PORTAL - TEST RESULT NOTIFICATION\n", "MyHealth Portal: New Result Released\n",
               "Result Release Message (auto + provider comment)\n"]))
    n.f("To: {N}", N=pt(fk, c, fk.ch(["full", "mi", "LF"])))
    if fk.chance(0.5):
        n.f(" <{E}>", E=(c["email"], "EMAIL"))
    n.f("\nPortal account: {U}\n", U=(c["user"], "USERNAME"))
    if c["ped"]:
        n.f("Proxy recipient: {F} ({R})\n", F=fam(fk, c, "full"), R=c["fam_rel"])
    n.f("MRN: {M}   Released: {D} {T}\n", M=(c["mrn"], "MRN"), D=D(fk, rel, fk.ch(["mdy", "abbr", "iso"])), T=fk.time())
    n.f("Ordering provider: {P}\n", P=doc(fk, prov, fk.ch(["full_cred", "dr_full", "lf_cred"])))
    n.f("Collected: {D} at {H}", D=D(fk, coll, fk.ch(["mdy", "mdy0", "dmy"])),
        H=(fk.ch([c["clinic"], c["hosp"], c["hosp"] + " Outpatient Lab"]), "HOSPITAL"))
    n.f("   Accession: {A}\n\n", A=(fk.idnum("acc"), "IDNUM"))
    if kind == 0:
        panels = r.sample([x for x in sorted(clin.LABS) if not (x == "PSA" and p["sex"] == "F")], r.randint(1, 2))
        for pn in panels:
            n.t(pn.upper() + "\n" + bits.lab_table(fk, pn) + "\n\n")
        if fk.chance(0.6):
            row = clin.LABS[panels[0]][0]
            n.t("Trend - %s:\n" % row[0])
            for k in range(r.randint(2, 4), 0, -1):
                nm, val, unit, ref, fl = bits.lab_value(fk, row)
                n.t("  ")
                n.p(fk.fdate(_plus(coll, -k * r.randint(60, 200)), fk.ch(["mdy", "mon_year", "mdy"])), "DATE")
                n.t("  %s %s\n" % (val, unit))
            n.t("\n")
    elif kind == 1:
        name, impr = fk.ch([x for x in clin.IMAGING if not (p["sex"] == "M" and "Mammogram" in x[0])])
        n.f("{X}\nIMPRESSION: {I}\n", X=name, I=impr)
        n.f("Read by {R} on {D}.\n\n", R=doc(fk, fk.clinician("prov"), fk.ch(["dr_full", "full_cred"])), D=D(fk, rel, "mdy"))
    else:
        name, res = fk.ch([x for x in clin.OTHER_RESULTS if not ((p["sex"] == "M" or c["ped"]) and "Pap" in x[0])])
        n.t("%s: %s\n\n" % (name, res))
    n.t(fk.ch(["About this result: Reference ranges may vary by lab. Values flagged H or L are outside the usual range "
               "and are not always a cause for concern. ",
               "Note: Results are released to the portal automatically per the 21st Century Cures Act and you may see "
               "them before your provider has reviewed them. ",
               "This result was reviewed by your care team. "]) + "\n\n")
    n.t("Message from your provider:\n")
    greet = fk.ch(["Hi ", "Hello ", "Dear ", ""])
    if greet:
        n.f("{G}{N},\n", G=greet, N=pt(fk, c, fk.ch(["first", "title", "full", "nick"])) if not c["ped"] else
            fam(fk, c, fk.ch(["first", "title"])))
    n.t(fk.ch(["Your results are back and overall look reassuring. ",
               "I reviewed your results. A few values are slightly outside the normal range but nothing urgent. ",
               "Your test came back and I would like to talk about next steps. ",
               "Good news - these results are normal. "]))
    n.t(fk.ch(["Please keep taking your medications as prescribed. ", "Let's recheck in 3 months. ",
               "I'd like you to start a low dose of medication; the nurse will call you. ",
               "No changes needed right now. "]))
    if fk.chance(0.5):
        n.f("We can discuss at your visit on {D}. ", D=D(fk, _plus(rel, r.randint(5, 60)), fk.ch(["wd_noyr", "long", "wd_md"])))
    if fk.chance(0.5):
        n.f("Questions? Reply here or call the nurse line at {P}.", P=(fk.phone(fk.ch(["paren", "tollfree", "dash"])), "PHONE"))
    n.t("\n")
    n.v(doc(fk, prov, fk.ch(["dr_last", "full_cred", "fi_cred"])))
    n.t("\n")
    if fk.chance(0.5):
        n.f("{CL}\n", CL=(c["clinic"], "HOSPITAL"))
    n.t("\n")
    if fk.chance(0.55):
        n.t("--- Patient reply ---\n")
        n.f("{D} {T}: ", D=D(fk, _plus(rel, r.randint(0, 2)), fk.ch(["mdy", "abbr_noyr"])), T=fk.time(style="12"))
        n.t(fk.ch(["Thank you! Should I still fast before the next one?", "what does the H next to the number mean",
                   "Ok. Can my daughter see these too? I will set up proxy.", "Thanks doc. Do I need a follow up?"]))
        n.t(" - ")
        n.v(pt(fk, c, fk.ch(["first", "nick", "init", "full"])))
        n.t("\n")
        if fk.chance(0.6):
            n.f("RN reply {D}: ", D=D(fk, _plus(rel, r.randint(1, 3)), "md"))
            n.t(fk.ch(["Yes, please fast 8-10 hours.", "H means slightly high; provider is not concerned.",
                       "Proxy form is under Menu > Share My Record.", "Routine follow-up as scheduled is fine."]) + " ")
            n.v(doc(fk, c["rn"], fk.ch(["full_cred", "fi_cred"])))
            n.t("\n")
    n.f("Released via portal; notification sent to {E}. {U}\n", E=(c["email"], "EMAIL"), U=(fk.url("portal"), "URL"))
