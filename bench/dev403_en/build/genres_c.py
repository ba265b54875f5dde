"""Genres: nurse specialist telephone note, skin biopsy report,
patient portal message."""

import datetime as dt

import clinical as CL
import pools_places as PP
from blocks import pt, doc, fam, addr, ids, contact, vals
from ctx import make_person
from core import pick, chance, digits, letters, an, cap


def g_phone(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = pick(r, bio[1])
    caller_fam = chance(r, 0.35)
    b.t(pick(r, ["DERMATOLOGY NURSE SPECIALIST - TELEPHONE CONSULTATION",
                 "Telephone encounter - Biologics CNS", "CNS Advice Line - Telephone Note",
                 "Nurse telephone note (psoriasis / biologics)"]) + "\n")
    b.p(c.hosp, "HOSPITAL").t("\n")
    b.t("Date: ").p(c.d(c.visit, pick(r, [c.ds, "wd"])), "DATE")
    b.t("   Time: %02d:%02d   Duration: %d min\n" % (r.randrange(8, 18), r.randrange(60), r.randrange(4, 25)))
    b.t("Patient: ")
    pt(b, c, pick(r, ["LF", "full", "mi"]))
    b.t("   ")
    ids(b, c, with_hp=False)
    b.t("\n")
    if chance(r, 0.5):
        b.t("Call: incoming via advice line ").p(c.dept_phone, "PHONE")
    else:
        b.t("Call: outgoing to ").p(c.mobile, "PHONE")
    b.t("\nCaller: ")
    if caller_fam:
        b.f("{rel} ", v)
        fam(b, c, "full")
        b.t(" (patient consent on file)")
    else:
        b.t("patient")
    b.t("\nID check: ")
    k = r.randrange(3)
    if k == 0:
        b.t("name, DOB and first line of address (").p(c.street, "STREET").t(") confirmed")
    elif k == 1:
        b.t("voice biometric match, voiceprint ID ").p("VB-" + digits(r, 7), "BIOID")
    else:
        b.t("name, DOB and postcode ").p(c.zip, "ZIP").t(" confirmed")
    b.t("\nBiologic: %s (%s), last dose " % (br, bio[0])).p(c.d(c.before(3, 20), "dm"), "DATE")
    b.t(", next due ").p(c.d(c.after(2, 14), "dm"), "DATE").t("\n\n")
    nxt = c.wk(c.after(30, 150))
    b.t("Background: %s; %s. Last bloods " % (pick(r, CL.PHENOTYPES), pick(r, CL.COMORBID)))
    b.p(c.d(c.before(20, 150)), "DATE").t(" - FBC/U&E/LFT satisfactory. Next clinic ").p(c.d(nxt), "DATE")
    b.t(" with ")
    doc(b, c.cons, pick(r, ["dr_last", "dr_full"]))
    b.t(".\n\n")
    for reason in r.sample(range(7), pick(r, [1, 1, 2])):
        P = "Pt" if not caller_fam else v["rel"].capitalize()
        if reason == 0:
            b.f("S: {P} reports red, hot, swollen {side} lower leg x 2/7. Seen by {gpw} ", v, gpw=c.gpw, P=P, side=pick(r, ["L", "R"]))
            b.t(pick(r, ["", "at "]))
            b.p(c.gp_practice, "HOSPITAL").t(" - flucloxacillin 1g QDS started ").p(c.d(c.before(0, 2), "dm"), "DATE")
            b.t(". Afebrile today.\nA: cellulitis on biologic\nP: adv HOLD next dose of %s until abx course complete and well. " % br)
            b.t("If spreading redness, rigors or feeling unwell -> ED. d/w ")
            doc(b, c.reg, "dr_last")
            b.t(" who agrees.\n")
        elif reason == 1:
            b.f("S: {P} travelling to {COUNTRY:abroad} on ", v, P=P)
            b.p(c.d(c.after(10, 60)), "DATE").t(" for %d weeks" % r.randrange(2, 7))
            if chance(r, 0.5):
                b.f(" to visit {his} ", v).t(pick(r, ["sister ", "mother ", "son ", "cousin "]))
                b.p(make_person(r, c.c, middle_p=0).first, "FAMILY")
            b.t(". Asks about storing pens and vaccines.\nP: travel letter emailed to ").p(c.email, "EMAIL")
            b.t("; cool bag via homecare. Yellow fever vaccine is LIVE - not to be given on %s. Hep A ok. " % bio[0])
            b.t("Adjust delivery with ").p(c.homecare, "ORGANIZATION").t(" (acct ").p("HC-" + digits(r, 6), "ACCOUNT").t(").\n")
        elif reason == 2:
            b.f("S: {P} has planned surgery - %s at " % pick(r, ["R total knee replacement", "lap cholecystectomy",
                                                                  "hernia repair", "hysterectomy", "dental implant"]), v, P=P)
            other = pick(r, PP.HOSP_STEMS) + " " + pick(r, PP.HOSP_SUFFIX[c.c])
            b.p(other, "HOSPITAL").t(" on ").p(c.d(c.after(14, 80), "long"), "DATE").t(".\n")
            b.t("P: per %s - omit dose before surgery, restart when wound healed and no infection (usually 2/52 post-op). " % pick(r, CL.GUIDE[c.c]))
            b.t("Letter to surgeon ")
            doc(b, make_person(r, c.c, middle_p=0), "dr_last")
            b.t(". Pre-op nurse tel ").p(c.make_phone(town=c.htown), "PHONE").t(".\n")
        elif reason == 3:
            b.f("S: {P} says delivery from ", v, P=P)
            b.p(c.homecare, "ORGANIZATION").t(" did not arrive ").p(c.d(c.before(1, 4), "wds"), "DATE")
            b.t(". Has 0 pens left, dose due tomorrow.\nP: rang homecare ").p(c.make_phone(national=True), "PHONE")
            b.t(" - spoke to ").p(make_person(r, c.c, middle_p=0).first, "DOCTOR")
            b.t(", redelivery booked ").p(c.d(c.after(1, 3), "dm"), "DATE").t(". Ok to delay dose by up to 1 week.\n")
        elif reason == 4:
            b.f("S: {P} reports itchy red patch at injection site (%s) lasting 3-4 days after each dose. No urticaria, no SOB.\n" %
                pick(r, ["abdomen", "L thigh", "R thigh"]), v, P=P)
            b.t("A: local injection site reaction\nP: rotate sites, allow pen to reach room temp 30 min, cold compress, "
                "cetirizine 10mg. Photo via portal. Review at next clinic ").p(c.d(nxt), "DATE").t(".\n")
        elif reason == 5:
            b.f("S: {P} tested positive for COVID-19 (LFT) ", v, P=P)
            b.p(c.d(c.before(0, 3), "dm"), "DATE").t(". Mild coryzal symptoms, sats ok at home.\n")
            b.t("P: hold %s until symptoms resolved; eligible for antivirals - advised to contact %s. " % (br, c.gpw))
            b.t("Check Paxlovid interactions (none with %s).\n" % bio[0])
        else:
            b.f("S: {P} reports flare - new plaques on scalp, elbows and natal cleft for 3 weeks. Stressful period (", v, P=P)
            why = pick(r, ["bereavement - ", "work - ", "house move - ", "over "])
            b.t(why)
            if why == "over ":
                b.p(pick(r, ["Christmas", "Easter", "Diwali", "Eid", "Thanksgiving" if c.c in ("US", "CA") else "New Year"]), "DATE")
                b.t(", family stress; ")
            if chance(r, 0.5):
                b.t("works as %s " % an(c.occ)).p(c.occ, "PROFESSION").t(" at ").p(c.employer, "ORGANIZATION")
            else:
                b.t("exams")
            b.t(").\nP: Dovobet gel OD 4 weeks then weekends; Sebco to scalp. Bring forward review - added to ")
            doc(b, c.cons, "dr_last")
            b.t("'s list on ").p(c.d(c.wk(c.after(7, 30)), "wds"), "DATE").t(". PASI/DLQI then.\n")
    if chance(r, 0.4):
        b.t("Also: " + CL.hard_neg_sentence(r) + "\n")
    b.t("Safety-netting advice given; understood. Pt has advice line no. ").p(c.dept_phone, "PHONE").t(".\n\n")
    b.p(c.cns.full(), "DOCTOR").t(pick(r, [", Dermatology CNS", " - Biologics Nurse Specialist", ", RN"]))
    if chance(r, 0.5):
        lab, val = c.lic("nurse")
        b.t("  %s " % lab).p(val, "LICENSE")
    b.t("\nExt ").p(c.ext, "PHONE").t("\n")


def g_biopsy(b, c):
    r = b.rng
    v = vals(c)
    yr = c.visit.year % 100
    labno = pick(r, ["H%02d-%05d" % (yr, r.randrange(100, 99999)), "S%02d/%05d" % (yr, r.randrange(100, 99999)),
                     "DP%d-%06d" % (c.visit.year, r.randrange(1, 999999))])
    recv = c.after(0, 2)
    rep = c.after(4, 12)
    diag = pick(r, ["psoriasis", "psoriasis", "pustular psoriasis", "eczema", "tinea", "lichen planus",
                    "SCC", "MF", "PRP"])
    site = pick(r, ["left shin", "right elbow", "lower back", "scalp vertex", "left palm", "right sole",
                    "upper arm", "abdomen", "right thigh"])
    if chance(r, 0.5):
        b.p(c.hosp, "HOSPITAL").t("\nDepartment of Cellular Pathology\n")
        addr(b, c, "hosp")
    else:
        b.p(c.lab, "ORGANIZATION").t(" - Dermatopathology\n")
        b.p(c.make_street(unit=False), "STREET").t(", ").p(c.hcity, "CITY")
    b.t("\nTel: ").p(c.make_phone(town=c.htown), "PHONE").t("  Fax: ").p(c.make_phone(town=c.htown), "FAX").t("\n\n")
    b.t("HISTOPATHOLOGY REPORT\n")
    b.t("Lab No: ").p(labno, "IDNUM").t("     Received: ").p(c.d(recv), "DATE").t("     Reported: ").p(c.d(rep), "DATE").t("\n")
    b.t("Patient: ")
    pt(b, c, "LF")
    b.t("   Sex: %s   Age: " % v["sex"]).p(str(c.age), "AGE").t("\n")
    ids(b, c, with_hp=False)
    b.t("\nSource: ").p(c.hosp, "HOSPITAL").t(" Dermatology OPD   Encounter: ").p(c.acct, "ACCOUNT").t("\n")
    b.t("Requested by: ")
    doc(b, pick(r, [c.cons, c.reg]), "dr_full")
    b.t("   Copy to: ")
    doc(b, c.gp, "dr_init")
    b.t(", ").p(c.gp_practice, "HOSPITAL").t("\n\n")
    b.t("CLINICAL DETAILS:\n")
    age_form = r.randrange(2)
    b.p(str(c.age), "AGE").t(pick(r, ["%s. " % v["sex"], " yo %s. " % v["gender"]]) if age_form else "-year-old %s. " % v["gender"])
    b.t("Scaly plaque %s, %s. ?psoriasis vs %s. " % (site, pick(r, ["not responding to potent topical steroid",
                                                             "on methotrexate", "new lesion on biologic", "atypical morphology"]),
                                                   pick(r, CL.DIFFERENTIALS)))
    if chance(r, 0.4):
        b.t("Please do PAS. ")
    if chance(r, 0.3):
        pb = c.before(400, 1800)
        b.t("Previous biopsy ").p("H%02d-%05d" % (pb.year % 100, r.randrange(100, 99999)), "IDNUM").t(" (").p(c.d(pb, "y"), "DATE").t("). ")
    b.t("\n\nSPECIMEN:\nA. %d mm punch biopsy, %s\n" % (pick(r, [3, 4, 4, 6]), site))
    if chance(r, 0.3):
        b.t("B. 4 mm punch biopsy, %s (for DIF, in Michel's medium)\n" % site)
    b.t("\nMACROSCOPY:\nA. Received in formalin labelled with patient name and DOB. Cylinder of skin %d x %d x %d mm. Bisected, all embedded (A1-A2).\n\n" % (
        r.randrange(3, 7), r.randrange(3, 7), r.randrange(3, 8)))
    b.t("MICROSCOPY:\n")
    if diag in ("psoriasis", "pustular psoriasis"):
        b.t("Sections show regular psoriasiform epidermal hyperplasia with confluent parakeratosis containing neutrophil "
            "collections (Munro microabscesses). The granular layer is diminished. ")
        if diag == "pustular psoriasis":
            b.t("Large spongiform pustules of Kogoj are present in the upper spinous layer. ")
        b.t("Suprapapillary plates are thinned with dilated tortuous papillary dermal capillaries. "
            "PAS stain is negative for fungal hyphae. No dysplasia.\n\n")
        concl = "psoriasiform dermatitis, features consistent with %s" % diag
    elif diag == "eczema":
        b.t("There is spongiosis with irregular acanthosis and focal parakeratosis containing serum. Eosinophils in the dermis. PAS negative.\n\n")
        concl = "spongiotic dermatitis; features favour eczema over psoriasis (? paradoxical reaction to biologic)"
    elif diag == "tinea":
        b.t("Compact orthokeratosis with neutrophils; PAS highlights fungal hyphae in the stratum corneum.\n\n")
        concl = "dermatophyte infection (tinea); psoriasis not excluded"
    elif diag == "lichen planus":
        b.t("Hyperkeratosis, wedge-shaped hypergranulosis, saw-tooth rete ridges and a band-like lymphocytic infiltrate with Civatte bodies.\n\n")
        concl = "lichen planus"
    elif diag == "SCC":
        b.t("Atypical keratinocytes invade the dermis to a depth of %.1f mm. No perineural invasion. Margins clear (peripheral %.1f mm).\n\n" % (
            r.uniform(1, 4), r.uniform(0.5, 3)))
        concl = "well differentiated squamous cell carcinoma (pT1)"
    elif diag == "MF":
        b.t("Epidermotropic atypical lymphocytes with haloed nuclei and Pautrier microabscesses; CD4:CD8 approx 6:1, loss of CD7.\n\n")
        concl = "features suspicious for mycosis fungoides - recommend TCR clonality and clinicopathological correlation"
    else:
        b.t("Alternating ortho- and parakeratosis in vertical and horizontal directions ('checkerboard'), follicular plugging.\n\n")
        concl = "features in keeping with pityriasis rubra pilaris"
    b.t("CONCLUSION:\nA. Skin, %s, punch biopsy: %s.\n" % (site, concl))
    b.t("SNOMED: T-01000 M-%s\n\n" % pick(r, ["40000", "44000", "80703", "97003"]))
    if diag in ("SCC", "MF"):
        b.t("Discussed at Skin Cancer MDT ").p(c.d(c.after(10, 20)), "DATE").t(" (case ref ").p("MDT-" + digits(r, 5), "IDNUM").t(").\n")
        b.t("Result phoned to ")
        doc(b, c.cons, "dr_last")
        b.t("'s secretary ").p(make_person(r, c.c, middle_p=0).first, "DOCTOR").t(" on ").p(c.d(rep, "dm"), "DATE").t(".\n")
    b.t("Reported by: ")
    doc(b, c.path, "dr_full")
    b.t(pick(r, [" FRCPath", ", MD", " FRCPA", ", Consultant Dermatopathologist", ""]))
    lab, val = c.lic()
    b.t("  %s " % lab).p(val, "LICENSE")
    b.t("\nAuthorised electronically ").p(c.d(rep), "DATE").t(" %02d:%02d\n" % (r.randrange(9, 18), r.randrange(60)))


def g_portal(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = pick(r, bio[1])
    sent = c.visit
    staff_user = (c.cns.first[0] + c.ascii(c.cns.last)).lower().replace(" ", "").replace("'", "").replace("-", "")
    b.t(pick(r, ["Patient Portal - Secure Message", "MyHealth Portal | Message Centre", "Secure Messaging"]) + " | ")
    b.p(c.hosp, "HOSPITAL").t("\n")
    b.t("Subject: %s\n" % pick(r, ["flare and delivery problem", "question about my injections", "bloods?",
                                   "Re: your appointment", "rash after injection", "holiday and pens",
                                   "change of address", "sick note for work"]))
    b.t("From: ")
    pt(b, c, "full")
    b.t(" (").p(c.username, "USERNAME").t(")\n")
    b.t("Sent: ").p(c.d(sent), "DATE").t(" %02d:%02d   IP: " % (r.randrange(6, 24) % 24, r.randrange(60)))
    b.p(pick(r, ["192.168.%d.%d" % (r.randrange(0, 3), r.randrange(2, 254)),
                 "10.%d.%d.%d" % (r.randrange(0, 255), r.randrange(0, 255), r.randrange(2, 254)),
                 "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(0, 255), r.randrange(2, 254))]), "IPADDR")
    b.t("\nTo: Dermatology Biologics Team\n\n")
    # patient's message: informal
    b.t(pick(r, ["Hi,\n", "Hello there,\n", "Dear nurses,\n", "hi\n"]))
    b.t(pick(r, ["its ", "This is ", "It's "]))
    pt(b, c, pick(r, ["full", "first"]))
    b.t(" (dob ").p(c.d(c.dob, "num"), "DATE").t("). ")
    topic = r.randrange(4)
    if topic == 0:
        b.t("my skin has gone bad again since the last %s delivery from " % br).p(c.homecare, "ORGANIZATION")
        b.t(" was late, i missed a dose on the ").p(c.d(c.before(5, 20), "dm"), "DATE").t(". ")
        if 25 < c.age < 55 and chance(r, 0.6):
            kid = make_person(r, c.c, middle_p=0)
            b.t("I also have to do everything for my ").p(str(r.randrange(2, 15)), "AGE")
            b.t(pick(r, [" year old ", "-year-old ", " yr old "]) + ("daughter " if kid.sex == "F" else "son "))
            b.p(kid.first, "FAMILY").t(" so my hands are in water all day. ")
        b.t("I'm %s " % an(c.occ)).p(c.occ, "PROFESSION").t(" and my hands are cracked and bleeding. ")
    elif topic == 1:
        b.t("We are going to ").p(c.abroad, "COUNTRY").t(" for my %s " % pick(r, ["daughter's wedding", "son's graduation", "mum's 80th", "brother's wedding"]))
        b.t(pick(r, ["on ", "on the "])).p(c.d(c.after(20, 90), pick(r, ["long", "dm"])), "DATE")
        b.t(". How do I take the pens on the plane? My %s " % c.rel).p(c.fam.first, "FAMILY").t(" is worried about the fridge. ")
    elif topic == 2:
        b.t("I've moved house, new address is ")
        addr(b, c, "pt")
        b.t(" and my new mobile is ").p(c.mobile, "PHONE").t(". Please update homecare too. ")
    else:
        b.t("I've got a red itchy lump where I did the injection ")
        if chance(r, 0.6):
            b.t("on ").p(pick(r, ["sunday", "Sunday", "Tuesday", "friday", "Wednesday night"]).replace(" night", ""), "DATE")
        else:
            b.t("at the weekend")
        b.t(", is that normal? ")
        b.t("I can send a photo. Also do I need bloods before seeing ")
        doc(b, c.cons, pick(r, ["dr_last", "dr_full"]))
        b.t("? ")
    if chance(r, 0.4):
        b.t("Also my employer ").p(c.employer, "ORGANIZATION").t(" want a letter saying I can't work with chemicals. ")
    b.t(pick(r, ["Thanks\n", "many thanks\n", "Thank you so much\n", "cheers\n"]))
    pt(b, c, pick(r, ["first", "full"]))
    b.t("\n\n---- Reply ----\n")
    b.t("From: ").p(c.cns.full(), "DOCTOR").t(" (").p(staff_user, "USERNAME").t(")   Sent: ")
    b.p(c.d(c.after(1, 3)), "DATE").t(" %02d:%02d\n\n" % (r.randrange(8, 17), r.randrange(60)))
    b.t("Dear ")
    pt(b, c, pick(r, ["first", "title"]))
    b.t(",\n\nThank you for your message. ")
    if topic == 0:
        b.t("I have spoken to ")
        doc(b, c.cons, "dr_last")
        b.t(" - please restart the injection now and use Dovobet gel once daily to the hands for 4 weeks. ")
        b.t("I have also raised a complaint with the homecare company (ref ").p("CMP-" + digits(r, 6), "IDNUM").t("). ")
    elif topic == 1:
        b.t("I have attached a travel letter. Keep pens in hand luggage in the cool bag; they are stable below 25C for up to 14 days "
            "(check the leaflet). Please do not have any live vaccines (e.g. yellow fever). ")
    elif topic == 2:
        b.t("I have updated your details and let ").p(c.homecare, "ORGANIZATION").t(" know. ")
    else:
        b.t("Yes this can happen. Please upload a photo and book bloods (FBC, U&E, LFT) at least a week before clinic on ")
        b.p(c.d(c.wk(c.after(14, 60))), "DATE").t(". ")
    b.t("More information: ").p(c.url, "URL").t("\n\nKind regards,\n").p(c.cns.full(), "DOCTOR")
    b.t("\nDermatology Clinical Nurse Specialist\nAdvice line ").p(c.dept_phone, "PHONE").t(" | ").p(c.dept_email, "EMAIL")
    b.t("\n\nMessage ID: ").p("MSG" + digits(r, 9), "IDNUM").t("   Thread opened ").p(c.d(sent, "iso"), "DATE").t("\n")
