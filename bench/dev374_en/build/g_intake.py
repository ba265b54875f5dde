"""g_intake.py -- genres: SARC referral/booking record, forensic medical
examination notes."""
from core import add_days
from blocks import tm, ex, sarc_h, letterhead, pt_ids, hn, hn_gen, officer, force_piece, room, prof_piece


def _route(c, N):
    r = c.r
    V = c.V
    k = r.randrange(5)
    if k <= 1:
        N.add("Referral route: Police (", V["police_word"], " referral)\n")
        N.add("Referrer: ", officer(c, c.oic), ", ", force_piece(c), "\n")
        N.add("Referrer tel: ", (c.oic.phone, "PHONE"), "   Email: ", (c.oic.email, "EMAIL"), "\n")
        N.add(V["crime"], ": ", (c.crime, "IDNUM"), "\n")
        return "police"
    if k == 2 and c.child:
        N.add("Referral route: Children's social care -- ", (c.la, "ORGANIZATION"), "\n")
        N.add("Referrer: ", c.nm(c.sw, "full"), ", ", c.V["sw"], ", tel ", (c.sw.phone, "PHONE"), "\n")
        return "social"
    if k == 2:
        N.add("Referral route: Self-referral")
        if r.random() < 0.5:
            N.add(" via online form (", (c.sarc["url"], "URL"), ")")
        N.add(" -- no ", V["police_word"], " involvement at present\n")
        return "self"
    if k == 3:
        N.add("Referral route: ", V["ed"], " -- ", (c.ed_hosp, "HOSPITAL"), "\n")
        N.add("Referrer: ", c.rnm(c.nurse2), ", ", c.nurse2.role, ", bleep/pager ", (c.nurse2.pager, "PHONE"), "\n")
        return "ed"
    N.add("Referral route: ", V["gp"], " -- ", c.nm(c.gp, "tl"), ", ", (c.gp_practice, "HOSPITAL"), "\n")
    N.add("Referrer tel: ", (c.gp.phone, "PHONE"), "\n")
    return "gp"


def _client(c, N):
    r = c.r
    pt = c.pt
    N.add("\nCLIENT DETAILS\n")
    N.add("Name: ", c.nm(pt, r.choice(["LF", "full", "LFC", "Lf"])))
    if pt.nick and r.random() < 0.7:
        N.add("   Known as: ", (pt.nick, "PATIENT"))
    N.add("\nDOB: ", c.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "   Sex: ", pt.sex, "\n")
    N.add("Address: ", c.addr(pt.addr), "\n")
    if not c.child or pt.age >= 12:
        N.add("Mobile: ", (pt.phone, "PHONE"))
        N.add(r.choice(["   Safe to leave voicemail: NO   Safe to text: YES",
                        "   Safe to call: yes (after 6pm)", "   Safe contact: text only -- do not mention " + c.V["centre"],
                        "   OK to call, withheld number please"]), "\n")
    if not c.child and r.random() < 0.6:
        N.add("Email: ", (pt.email, "EMAIL"), "\n")
    N.add(c.V["gp"], ": ", c.nm(c.gp, "tl"), ", ", (c.gp_practice, "HOSPITAL"), "\n")
    if c.cc == "GB":
        N.add("NHS No: ", (c.natid, "MRN"), "\n")
    elif c.cc == "US":
        N.add("Insurance: Member ID ", (c.healthplan, "HEALTHPLAN"), "  (billing suppressed -- VAWA forensic exam, no cost to patient)\n")
        if r.random() < 0.4:
            N.add("SSN: ", (c.ssn, "SSN"), " (provided for victim compensation claim only)\n")
    elif c.cc in ("AU", "CA"):
        N.add(c.V["natid"], ": ", (c.healthplan, "HEALTHPLAN"), "\n")
    elif c.cc == "NZ":
        N.add("NHI: ", (c.mrn, "MRN"), "\n")
    else:
        N.add("Hospital MRN: ", (c.mrn, "MRN"), "\n")
    if not c.child and r.random() < 0.25:
        import ids
        N.add("Photo ID seen: ", r.choice(["driving licence ", "driver's licence no. ", "DL "]),
              (ids.driver_licence(r, c.cc, pt.last), "LICENSE"), "\n")
    if c.cc in ("GB", "IE", "CA") and not c.child and r.random() < 0.3:
        N.add({"GB": "NI No: ", "IE": "PPSN: ", "CA": "SIN: "}[c.cc], (c.ssn, "SSN"),
              " (for compensation paperwork only)\n")
    N.add("Country of birth: ")
    from common import country_piece
    N.add(country_piece(pt.birth), "\n")
    if pt.lang:
        N.add("Interpreter: YES -- ", pt.lang, "; ", c.nm(c.interp, "full"), " booked (telephone interpreting, ID ",
              (c.r.choice(["INT", "TI"]) + str(c.r.randrange(10000, 99999)), "IDNUM"), ")\n")
    else:
        N.add("Interpreter: not required\n")
    if c.child:
        for f in c.family:
            if f.rel in ("sister", "brother"):
                N.add("Sibling: ", c.nm(f, "full"), " (", (str(f.age), "AGE"), ")\n")
            else:
                N.add("Parent/carer: ", c.nm(f, r.choice(["full", "tfl"])), " (", f.rel, ")  Tel: ", (f.phone, "PHONE"), "\n")
        N.add("School: ", (c.school, "ORGANIZATION"), "\n")
        N.add("Allocated ", c.V["sw"], ": ", c.nm(c.sw, "full"), ", ", (c.la, "ORGANIZATION"), "  Tel: ", (c.sw.phone, "PHONE"), "\n")
    elif pt.prof:
        N.add("Occupation: ", prof_piece(pt))
        if r.random() < 0.5:
            N.add(" at ", (c.employer, "ORGANIZATION"))
        N.add("\n")


def _incident(c, N):
    r = c.r
    s = c.suspect
    if c.child:
        _incident_child(c, N)
        return
    N.add("\nINCIDENT (brief details only -- full account not taken at booking)\n")
    N.add("Date of incident: ", c.D(c.incident), " approx ", tm(c), "\n")
    N.add("Location: ", (c.venue, "LOCATION_OTHER"), ", ", (c.town_name(), "CITY"), "\n")
    N.add("Alleged perpetrator: ", s.rel)
    if s.known:
        N.add(" -- ", c.nm(s, r.choice(["full", "first", "full"])))
        if r.random() < 0.6:
            N.add(", approx ", (str(s.age), "AGE"), " yrs")
        if s.prof and r.random() < 0.6:
            N.add(", works as a ", (s.prof, "PROFESSION"))
    else:
        N.add(" -- not known to client")
    N.add("\n")
    if r.random() < 0.4:
        N.add("Vehicle involved: ", r.choice(["silver hatchback", "white van", "dark saloon", "private hire car"]),
              ", reg ", (s.vreg, "VEHICLE"), " (partial per client)\n" if r.random() < 0.3 else "\n")
    N.add("Type of assault: ", r.choice(["vaginal penetration (penile)", "oral and vaginal", "digital penetration",
                                         "anal penetration", "unsure -- no memory (possible DFSA)",
                                         "touching / non-penetrative"]), "\n")
    N.add("Alcohol/drugs: ", r.choice(["drank ~6 units, felt 'more drunk than expected' -- consider DFSA tox",
                                       "nil", "cannabis earlier in evening", "drink possibly spiked",
                                       "n/a (child)" if c.child else "wine x2 glasses"]), "\n")
    hrs = (c.exam - c.incident).days * 24 + r.randrange(2, 20)
    N.add("Time since incident at booking: ~", str(hrs), " h -- ",
          "WITHIN forensic window" if hrs < 168 else "outside forensic window (clinical exam only)", "\n")


def _incident_child(c, N):
    r = c.r
    s = c.suspect
    N.add("\nCONCERN (from referrer -- child NOT to be questioned at booking)\n")
    N.add("Last alleged contact: ", c.D(c.incident), "\n")
    N.add("Where: ", r.choice([["home address"], ["alleged perpetrator's home, ", (c.town_name(), "CITY")],
                              [(c.venue, "LOCATION_OTHER")], ["grandparents' house"]]), "\n")
    N.add("Alleged perpetrator: ", s.rel)
    if s.known:
        N.add(" -- ", c.nm(s, "full"), ", ", (str(s.age), "AGE"))
        if s.prof and r.random() < 0.5:
            N.add(" (", (s.prof, "PROFESSION"), ")")
    N.add("\n")
    N.add("Nature of concern: ", r.choice(["disclosure to class teacher of genital touching",
                                          "mother noticed genital bleeding and soreness",
                                          "sexualised behaviour at nursery + disclosure to carer",
                                          "online coercion -- images shared; in-person contact alleged",
                                          "disclosure to friend, reported by school DSL"]), "\n")
    if r.random() < 0.6:
        t = c.person(r.choice("FM"), "FAMILY")
        who = r.choice(["teacher ", "DSL ", "foster carer ", "aunt " if t.sex == "F" else "uncle "])
        if c.pt.age < 5:
            who = r.choice(["nursery key worker ", "childminder ", "aunt " if t.sex == "F" else "uncle "])
        N.add("First disclosure to: ", who, c.nm(t, r.choice(["full", "tl"])),
              " on ", c.D(add_days(c.incident, r.randrange(0, 3))), "\n")
    N.add("Acute / non-acute: ", "ACUTE (within 72 h)" if (c.exam - c.incident).days <= 3 else "non-acute", "\n")


def _booking(c, N):
    r = c.r
    N.add("\nBOOKING\n")
    N.add("FME booked: ", c.D(c.exam), " at ", tm(c, r.randrange(8, 21)), ", ", room(c), ", ", sarc_h(c), "\n")
    N.add("Examiner: ", c.nm(c.examiner, "tfl"), " (", c.examiner.role, ")\n")
    N.add(c.V["cw"], ": ", c.nm(c.cw, r.choice(["full", "first"])), "\n")
    if c.child:
        N.add("Paediatric examiner: ", c.nm(c.paed, "tfl"), " -- joint exam with ", c.nm(c.examiner, "tl"), "\n")
    tr = r.choice(["police to convey", "own transport", "taxi booked (account no. ", "friend driving" if not c.child else "parent driving"])
    N.add("Transport: ", tr)
    if tr.endswith("no. "):
        N.add((r.choice(["TX", "AC"]) + str(r.randrange(1000, 9999)), "ACCOUNT"), ")")
    N.add("\n")
    N.add("Advised: do not wash/bath/brush teeth if possible; bring clothes worn in a paper bag; ",
          "keep sanitary products. Early evidence kit (EEK) ",
          r.choice(["taken by police -- mouth rinse + urine", "not done", "urine sample taken at home"]), ".\n")
    if r.random() < 0.4:
        N.add("Clinical flags: ", hn_gen(c), "\n")
    N.add("Risks: ", r.choice(["self-harm history (cutting), no current SI", "no immediate risks identified",
                               "ongoing contact with alleged perpetrator -- safety plan discussed",
                               "lives with alleged perpetrator -- MARAC referral considered",
                               "pregnant (~12/40) -- midwife informed with consent"]), "\n")
    if not c.child:
        fam = c.family[0]
        N.add("Support person: ", c.nm(fam, r.choice(["full", "first"])), " (", fam.rel, ")")
        if r.random() < 0.6:
            N.add(", tel ", (fam.phone, "PHONE"))
        N.add("\n")


def sarc_booking(c, N):
    r = c.r
    if r.random() < 0.72:
        N.add(sarc_h(c), " -- ", r.choice(["REFERRAL / BOOKING RECORD", "Booking Form (v4.2)", "REFERRAL & BOOKING",
                                           "Initial Contact and Booking Record"]), "\n")
        N.add(c.V["centre"], " ref: ", (c.sarc_no, "IDNUM"), "    Episode: ", (c.episode, "ACCOUNT"), "\n")
        N.add("Referral received: ", c.D(c.exam if r.random() < 0.5 else c.incident), " ", tm(c),
              "   Taken by: ", c.nm(c.admin, r.choice(["full", "fi_last"])), " (", c.admin.role, ")\n")
        _route(c, N)
        _client(c, N)
        _incident(c, N)
        _booking(c, N)
        child_notes = ["Strategy discussion held with police and children's social care before booking.",
                       "Parent asked for female examiner -- confirmed.", "Child has autism -- quiet room and extra time booked.",
                       "Play specialist requested.", "Social worker to attend with " + c.family[0].rel + "."]
        N.add("\nNotes: ", r.choice(child_notes) if c.child else r.choice([
            "Client tearful on phone but clear about wanting exam. Reporting options to be discussed on arrival.",
            "Referrer advised client has not yet decided about police report -- self-referral pathway explained.",
            "Client asked whether samples can be stored while she decides; yes -- storage explained (see consent form).",
            "Strategy discussion held with police and children's social care before booking." if c.child else
            "Client asked for a call-back from the same crisis worker.",
            "Wants female examiner -- confirmed.",
            "Client in " + c.V["ed"] + " with minor head injury -- medically cleared before transfer."]), "\n")
        N.add("Booked by: ", c.nm(c.admin, "full"), ", ", c.admin.role, ", ", c.D(c.exam), " ", tm(c), "\n")
    else:
        # compact log-style record
        pt = c.pt
        N.add(c.V["centre"].upper(), " BOOKING LOG  ", (c.sarc_no, "IDNUM"), "\n")
        N.add(c.D(c.incident if r.random() < 0.5 else c.exam), " ", tm(c), " call from ")
        kind = r.randrange(3)
        if kind == 0:
            N.add(officer(c, c.oic), " (", force_piece(c), ") tel ", (c.oic.phone, "PHONE"), "\n")
        elif kind == 1:
            N.add("client herself" if pt.sex == "F" else "client himself", " on ", (pt.phone, "PHONE"), "\n")
        else:
            N.add(c.family[0].rel, " ", c.nm(c.family[0], "full"), " on ", (c.family[0].phone, "PHONE"), "\n")
        N.add("pt: ", c.nm(pt, r.choice(["full", "LF", "ini"])), ", ", c.age_phrase(), " ", pt.sex,
              ", DOB ", c.D(pt.dob), ", lives ", (pt.addr["town"], "CITY"), "\n")
        N.add("incident ", c.D(c.incident), " -- ", r.choice(["stranger, outside ", "known male, at ", "ex-partner, at ",
                                                              "met online, met at ", "known female, at "]),
              (c.venue, "LOCATION_OTHER"), "\n")
        N.add(c.V["crime"], " ", (c.crime, "IDNUM"), "\n" if kind == 0 else " (not yet reported)\n")
        N.add("within window: Y  EC needed: ", r.choice(["Y", "N", "?"]), "  PEPSE risk: ", r.choice(["high", "low", "assess"]), "\n")
        N.add("booked ", c.D(c.exam), " ", tm(c), " with ", c.nm(c.examiner, r.choice(["f_l", "tl", "ini2"])),
              "; ", c.V["cw"].lower(), " ", c.nm(c.cw, "first"), "\n")
        N.add("GP: ", (c.gp_practice, "HOSPITAL"), ";  ", c.V["mrn"], " ", (c.mrn, "MRN"), "\n")
        N.add("-- ", c.nm(c.admin, r.choice(["ini2", "first", "fi_last"])), "\n")


# ---------------------------------------------------------------- FME
def _injuries(c, N):
    r = c.r
    sites = ["L upper arm, lateral", "R upper arm, medial", "L inner thigh", "R inner thigh", "R wrist, volar",
             "L forearm", "anterior neck, R side", "L breast, upper outer quadrant", "R knee", "lower back",
             "L buttock", "R shin", "chin", "L wrist"]
    kinds = [("Bruise", "purple/blue, tender"), ("Bruise", "yellow-brown margins"), ("Abrasion", "linear, scabbed"),
             ("Abrasion", "grazed, fresh"), ("Laceration", "clean edges, not bleeding"), ("Petechiae", "cluster"),
             ("Fingertip-pattern bruises x3", "oval, 1 cm each"), ("Reddening", "faint, blanching")]
    n = r.randrange(0, 5)
    if n == 0:
        N.add("No injuries seen on general examination (absence of injury does not exclude assault).\n")
        return 0
    for i in range(n):
        k, d = r.choice(kinds)
        N.add("  ", str(i + 1), ". ", k, " ", "%.1f x %.1f cm" % (r.randrange(3, 60) / 10.0, r.randrange(2, 40) / 10.0),
              ", ", r.choice(sites), " -- ", d, "\n")
    return n


def fme_notes(c, N):
    r = c.r
    pt = c.pt
    V = c.V
    ex_ = c.examiner
    N.add(r.choice(["FORENSIC MEDICAL EXAMINATION -- CONTEMPORANEOUS NOTES", "Forensic Medical Examination Record",
                    "SEXUAL ASSAULT FORENSIC EXAMINATION (adult)" if not c.child else "PAEDIATRIC FORENSIC EXAMINATION",
                    "FME proforma"]), "\n")
    N.add(sarc_h(c), "  |  ", room(c), "\n\n")
    pt_ids(c, N, inline=r.random() < 0.4, with_addr=r.random() < 0.5)
    N.add({"US": "SANE case #", "CA": "Care Centre #"}.get(c.cc, V["centre"] + " No"), ": ", (c.sarc_no, "IDNUM"), "   ", V["crime"], ": ")
    N.add((c.crime, "IDNUM") if r.random() < 0.75 else "N/A (self-referral, samples stored)")
    N.add("\nDate of exam: ", c.D(c.exam), "   Start: ", tm(c, r.randrange(8, 13)), "   End: ", tm(c, r.randrange(13, 18)), "\n")
    N.add("Examiner: ", c.nm(ex_, "tfl"), ", ", ex_.role, " (", ex_.lic_label, " ", (ex_.lic, "LICENSE"), ")\n")
    N.add("Chaperone: ", c.nm(c.nurse2, r.choice(["full", "fi_last"])), ", ", c.nurse2.cred or "RN", "\n")
    N.add(V["cw"], " present: ", c.nm(c.cw, r.choice(["full", "first"])), "\n")
    if c.child:
        f = c.family[0]
        N.add("Accompanied by: ", f.rel, " ", c.nm(f, r.choice(["full", "tl"])), "; joint exam with ", c.nm(c.paed, "tl"), "\n")
    if pt.lang:
        N.add("Interpreter (", pt.lang, "): ", c.nm(c.interp, "full"), ", in person\n")
    N.add("OIC: ", officer(c, c.oic), " -- not present in room\n" if r.random() < 0.7 else " -- N/A\n")
    N.add("\nCONSENT\n", r.choice([
        "Written consent obtained for examination, photo-documentation, forensic samples and disclosure of findings to police. ",
        "Verbal and written consent; client declined intimate photographs. ",
        "Consent given by " + ("parent" if c.child else "client") + " after explanation of each stage; right to stop at any time explained. "]))
    if c.child:
        if pt.age >= 13:
            N.add(r.choice(["Young person assessed as Gillick competent for examination; carer also consented.",
                            "Gillick competence assessed -- competent; consents to exam and samples."]), "\n")
            if pt.sex == "F":
                N.add("Fraser guidelines applied re emergency contraception.\n")
        else:
            N.add("Too young to consent -- parental consent + child's assent obtained.\n")
    else:
        if c.cc in ("GB", "IE", "AU"):
            N.add("Capacity: no concerns (", V["law"][2 if c.cc != "AU" else 0], " considered).\n")
        else:
            N.add("Capacity: no concerns.\n")
    N.add("\nACCOUNT (brief, in client's words where possible)\n")
    if c.child:
        N.add(r.choice(["Account given by ", "History from "]), c.family[0].rel, "; child seen alone briefly: ",
              r.choice(['"he touched me where my pants go"', '"it hurts when I wee"', "declined to talk about it",
                        '"he said it was a secret game"', "nods when asked if someone hurt her/him, no detail sought"]),
              ". Last alleged contact ", c.D(c.incident), ". Details to be obtained by police (ABE/forensic interview).\n")
    else:
        N.add('"', r.choice(["I was walking back from ", "We were at ", "I went back to his place after ", "I woke up at "]),
              (c.venue, "LOCATION_OTHER"), r.choice([" and he grabbed me from behind", ", I don't remember getting home",
                                                      " and he wouldn't stop when I said no", " and I woke up with my jeans off"]),
              '" -- incident ', c.D(c.incident), " approx ", tm(c), ".\n")
    if c.suspect.known:
        N.add("Named suspect: ", c.nm(c.suspect, "full"), " (", c.suspect.rel, ").\n")
    N.add("\nHISTORY\n")
    from pools import DRUGS_MISC
    pmh = r.choice(["asthma", "nil significant", "depression, PTSD", "type 1 DM (insulin pump)", "epilepsy",
                    "ADHD", "anxiety", "hypothyroidism"])
    N.add("PMH: ", pmh, ".  Meds: ", r.choice(DRUGS_MISC), ".  Allergies: ",
          r.choice(["NKDA", "penicillin (rash)", "latex", "NKDA"]), "\n")
    if "insulin pump" in pmh:
        N.add("Pump serial no. ", (r.choice(["PMP", "OMN"]) + str(r.randrange(1000000, 9999999)), "DEVICE"),
              " -- basal rate unchanged\n")
    if pt.sex == "F" and (not c.child or pt.age >= 11):
        N.add("LMP: ", c.D(add_days(c.exam, -r.randrange(3, 33))), "  Cycle: ", r.choice(["28/7 regular", "irregular", "on Depo -- amenorrhoeic"]), "\n")
        if not c.child:
            N.add("Last consensual intercourse: ", r.choice([[c.D(add_days(c.incident, -r.randrange(5, 40)))],
                                                             [">10 days before incident"], ["never"], ["not disclosed"]]), "\n")
    N.add("\nEXAMINATION\n")
    N.add("General: alert, orientated, GCS 15/15. ", r.choice(["BP 124/78, HR 96, T 36.9.", "BP 109/66, HR 104 (anxious), SpO2 99% RA.",
                                                            "Obs within normal limits.", "BP 131/84, HR 88, RR 16."]), "\n")
    if c.child:
        N.add("Height ", str(80 + pt.age * 6 + r.randrange(-6, 7)), " cm, weight ", str(pt.age * 3 + r.randrange(6, 14)), " kg.\n")
    else:
        N.add("Height ", str(r.randrange(150, 190)), " cm, weight ", str(r.randrange(45, 110)), " kg.\n")
    if c.child:
        N.add("Tanner stage ", str(r.randrange(1, 5)), " (breast) / ", str(r.randrange(1, 5)), " (pubic hair).\n")
    N.add("Injuries (see body map):\n")
    n_inj = _injuries(c, N)
    if c.child and r.random() < 0.4:
        N.add("Skin: congenital dermal melanocytosis ('Mongolian blue spot') over sacrum -- not an injury.\n")
    if n_inj and r.random() < 0.35:
        N.add("Bleeding disorders (von Willebrand disease, Christmas disease) considered -- FBC and clotting normal.\n")
    N.add("Other: ", hn(c, r.randrange(1, 3)) if pt.sex == "F" and not c.child else hn_gen(c, r.randrange(1, 3)), "\n")
    male_ag = ["penile and scrotal inspection -- no injury. Left lateral for perianal exam: ",
               "supine then left lateral; proctoscopy ", "perianal inspection with colposcope: "]
    if pt.sex == "M":
        N.add("Anogenital: ", r.choice(male_ag), r.choice(["2 mm fissure at 12 o'clock. ", "no acute injury seen. ",
                                                           "perianal erythema, non-specific. ", "declined. "]))
    else:
        N.add("Anogenital: ", r.choice([
        "supine, labial separation and traction; colposcope used. No acute injury seen. ",
        "lithotomy; 3 mm superficial laceration posterior fourchette at 6 o'clock, Toluidine blue uptake positive. ",
        "left lateral for perianal inspection; 2 mm fissure at 12 o'clock. ",
        "hymen -- no acute or healed transection seen (Foley catheter technique). ",
        "erythema of labia minora, non-specific. "]))
    if c.child and r.random() < 0.5:
        N.add("Findings reviewed by peer review panel (", c.nm(c.paed, "tl"), "). ")
    N.add("Colposcope SN ", (c.colpo_sn, "DEVICE"), ".\n")
    N.add("Photo-documentation: ", str(r.randrange(6, 60)), " images, camera S/N ", (c.camera_sn, "DEVICE"),
          ", saved to encrypted image store (not emailed).\n")
    N.add("\nSAMPLES (kit ", (c.kit, "IDNUM"), ")\n")
    samples = ["high vaginal swab x2", "low vaginal swab x2", "external vulval swab", "mouth swab", "mouth rinse",
               "blood -- grey top (NaF) tox", "urine -- tox", "fingernail cuttings L/R", "skin swab R neck (saliva)",
               "perianal swab", "buccal reference swab (DNA)", "underwear (brought in paper bag)", "hair combings"]
    if pt.sex == "M":
        samples = ["penile shaft swab", "coronal sulcus swab", "perianal swab", "rectal swab (proctoscope)",
                   "mouth swab", "blood -- grey top (NaF) tox", "urine -- tox", "buccal reference swab (DNA)",
                   "underwear (brought in paper bag)", "fingernail cuttings L/R"]
    if c.child:
        samples = ["external vulval swab" if pt.sex == "F" else "penile swab", "perianal swab", "skin swab",
                   "buccal reference swab (DNA)", "underwear", "urine -- NAAT"]
    picked = sorted(r.sample(range(len(samples)), r.randrange(3, min(8, len(samples)))))
    N.add("Exhibit    | Description                        | Seal no.  | Time\n")
    for i, idx in enumerate(picked):
        N.add(ex(c, i + 1), "  | ", samples[idx].ljust(34), " | ", (c.seal(), "IDNUM"), " | ", tm(c, r.randrange(10, 16)), "\n")
    N.add("Examiner elimination DNA profile on file (ref ", (c.bioid, "BIOID"), ").\n")
    N.add("\nIMPRESSION / PLAN\n")
    N.add(r.choice(["Findings consistent with account but do not prove or disprove.",
                    "Injuries documented as above; interpretation in statement if requested."]) if n_inj else
          "No injury -- commonly seen after sexual assault; does not exclude.", "\n")
    if pt.sex == "F" and (not c.child or pt.age >= 11):
        N.add("- EC: ", r.choice(["ulipristal 30 mg given", "levonorgestrel 1.5 mg given", "not required", "Cu-IUD offered, declined"]), "\n")
    N.add("- PEPSE: ", r.choice(["started -- see EC/PEP record", "not indicated after risk assessment", "declined"]), "\n")
    N.add("- Referral to ", c.V["adv"], " (", (c.isva_org, "ORGANIZATION"), ") with consent\n")
    N.add("- Follow-up at ", (c.gum, "HOSPITAL"), " on ", c.D(add_days(c.exam, r.choice([14, 14, 21, 28]))), "\n")
    N.add("\nSigned: ", c.sig(ex_), "\n", c.D(c.exam), " ", tm(c, r.randrange(14, 20)), "\n")
