"""Genres: vascular referral letter, offloading/orthotics order, home nursing wound visit (dev240_en)."""
import clin as C
import places as P
from common import contact_lines, holiday, id_header, pt_remark, sig, vehicle_line

DUPLEX = ["70-99% stenosis distal SFA with monophasic flow below", "occluded popliteal artery, reconstitutes at TPT",
          "long-segment SFA occlusion, collaterals", "tibial disease, ATA occluded, PTA patent to ankle",
          "no significant inflow disease; calcified crural vessels", "50-69% CFA stenosis, damped waveforms distally"]


def _letterhead(n):
    n.f("{h}\n", h=n.hosp())
    n.t(n.pick(["Diabetic Foot Service", "Department of Podiatry", "Multidisciplinary Foot Clinic", "Wound Healing Centre", "Limb Salvage Program"]) + "\n")
    a = n.addr(who="site")
    n.emit(n.addr_pieces(a, multiline=n.chance(0.5)))
    n.t("\n")
    n.f("Tel {ph}  Fax {fx}\n", ph=n.phone(mobile=False), fx=n.fax())
    if n.chance(0.6):
        n.f("Email: {e}\n", e=n.email())
    if n.chance(0.25):
        n.f("{u}\n", u=n.url())


def vascular_letter(n):
    c = n.c
    n.set_site(n.pick(["clinic", "acute"]))
    _letterhead(n)
    n.t("\n")
    n.f("{d}\n\n", d=n.date(0, st=n.pick(["long_us", "mdy"] if c == "US" else ["long_uk", "ord_uk", "dmy", "long_uk"])))
    urg = n.pick(["URGENT", "Urgent - 2 week", "Routine", "SOON", "Same week please"])
    surg = n.staff("surg")
    n.f("{w}\n", w=n.who("surg", "title_full", person=surg))
    n.t(n.pick(["Consultant Vascular Surgeon", "Vascular Surgery", "Vascular & Endovascular Surgery", "Attending, Vascular Surgery"]) + "\n")
    n.f("{h}\n", h=n.acute_hosp())
    if n.chance(0.5):
        n.emit(n.addr_pieces(n.addr(who="x"), multiline=True))
        n.t("\n")
    n.t("\n")
    if n.chance(0.8):
        n.f("Dear {t}{s},\n\n", t=n.title(surg) + " ", s=(surg.surname, "DOCTOR"))
    else:
        n.t("Dear %s,\n\n" % n.pick(["Colleague", "Doctor", "colleagues"]))
    n.f("RE: {p}   DOB: {d}   ", p=n.ptn(n.pick(["full", "fullm", "LF"])), d=n.v_dob)
    if c == "UK":
        n.f("NHS No: {nh}   Hosp No: {m}\n", nh=n.nhs(), m=n.mrn())
    elif c == "ZA":
        n.f("Folder: {m}\n", m=n.mrn())
    else:
        n.f("MRN: {m}   Member ID: {pl}\n", m=n.mrn(), pl=n.plan_id())
    if n.chance(0.7):
        n.emit(n.addr_pieces())
        n.t("\n")
    n.t("Priority: %s\n\n" % urg)
    if n.chance(0.45):
        n.f("I reviewed {r} in {w} on {d}. ", r=n.pt_ref(), w=n.pick(["clinic", "the foot clinic", "the MDT clinic", "a home visit"]), d=n.date(-n.ri(0, 6), kind=n.pick(["full", "short"])))
    n.f("Thank you for seeing this {ap}, ", ap=n.age_phrase())
    n.t("who has %s and a %s ulcer of %s weeks' duration. " % (", ".join(C.pmh(n, 3)), C.site(n), n.pick(["6", "8", "twelve", "3", "10"])))
    n.t("Despite offloading (%s) and %s the wound has %s. " % (C.offload(n), C.dressing(n), n.pick(["failed to progress", "deteriorated", "increased in size", "become necrotic at the base"])))
    n.t("On examination today: %s %s\n\n" % (C.vasc(n), C.neuro(n)))
    if n.chance(0.6):
        n.f("Arterial duplex ({d}) at {h}: {x}. ", d=n.date(-n.ri(3, 60)), h=n.acute_hosp(), x=n.pick(DUPLEX))
    if n.chance(0.5):
        n.f("{He} had a {pr} on {d} under {w}. ", He=n.he.capitalize(), pr=n.pick(["R SFA angioplasty", "L fem-pop bypass", "tibial angioplasty", "iliac stent"]),
            d=n.date(-n.ri(300, 2500), kind=n.pick(["full", "partial"])), w=n.who("surg2", "title_full"))
    n.t("Wound: %s, %s. %s " % (C.dims_str(n), C.classif(n), C.wound_desc(n)))
    if n.chance(0.4):
        pt_remark(n)
    n.t("\n\n")
    n.t("Current medication: " + "; ".join(C.dm_meds(n, 2) + C.other_meds(n, n.ri(3, 6))) + ".\n")
    n.t("Recent bloods: " + C.labs(n) + ".\n\n")
    k = n.ri(0, 3)
    if k == 0:
        n.f("Socially {he} lives with {his} {rf} in {ci} and is a retired {pr}. ".replace("{he}", n.he).replace("{his}", n.his), rf=n.relf(["wife", "daughter", "son"], "first"), ci=n.city(), pr=n.profession())
    elif k == 1:
        n.f("{He} works as a {pr} and is keen to return to work. ".replace("{He}", n.he.capitalize()), pr=n.profession())
    elif k == 2:
        n.f("{He} is driving (vehicle {v}) and would need transport if admitted. ".replace("{He}", n.he.capitalize()), v=n.vehicle("plate"))
    n.f("I would be grateful for your opinion regarding revascularisation{x}. ", x=n.pick(["", " prior to any planned minor amputation", " - we are considering HBOT", " and angiography"]))
    n.f("The patient can be contacted on {ph}", ph=n.phone(mobile=True))
    if n.chance(0.6):
        rel = n.pick_rel(["daughter", "son", "wife", "husband", "niece"])
        n.f(" or via {his} {r} {f} on {ph2}".replace("{his}", n.his), r=rel, f=n.famn(rel, "full"), ph2=n.phone())
    n.t(".\n\n" + n.pick(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With thanks,", "Many thanks"]) + "\n\n")
    role = n.pick(["pod", "doc", "nurse"])
    n.f("{w}\n", w=n.who(role, n.pick(["title_full", "full_cred", "full_cred"])))
    n.t(n.pick(["Specialist Podiatrist", "Consultant Diabetologist", "Diabetes Specialist Nurse", "Clinical Lead, Foot Protection", "Podiatric Surgeon", "Attending Physician"]) + "\n")
    if n.chance(0.6):
        n.f("{l}\n", l=n.lic(role))
    if n.chance(0.6):
        n.f("\ncc: {g}, {pr}\n", g=n.who("gp", "title_full"), pr=n.other_hosp(n.site_of("gp")))
    if n.chance(0.4):
        n.t("    Patient\n")
    if n.chance(0.55):
        n.f("\n{a}/{b}  D: {d1}  T: {d2}\n", a=(n.form(n.staff(role), "init2"), "DOCTOR"), b=(n.form(n.new_staff("typist"), "linit"), "DOCTOR"), d1=n.date(0, kind="short"), d2=n.date(n.ri(1, 3), kind="short"))
    if n.chance(0.3):
        n.f("e-Referral UBRN: {u}\n" if c == "UK" else "Referral ref: {u}\n", u=n.idnum("ubrn" if c == "UK" else "case"))


def orthotics_order(n):
    c = n.c
    n.set_site("clinic")
    if c == "US":
        n.t(n.pick(["DETAILED WRITTEN ORDER - Therapeutic Shoes for Persons with Diabetes", "DME ORDER / PRESCRIPTION", "Offloading Device Order", "Orthotic Prescription"]) + "\n")
    elif c == "UK":
        n.t(n.pick(["ORTHOTICS REQUEST FORM", "Orthotic Referral - Footwear", "Request for Offloading Device", "Surgical Footwear Prescription"]) + "\n")
    else:
        n.t(n.pick(["ORTHOTIC & PROSTHETIC REFERRAL", "Orthotic Quotation Request", "Offloading Device Script"]) + "\n")
    n.f("From: {h}\n", h=n.hosp())
    sup = n.org(P.SUPPLIERS)
    n.f("To: {s}  Tel {ph}  Fax {fx}\n", s=sup, ph=n.phone(mobile=False), fx=n.fax())
    if n.chance(0.4):
        n.f("Supplier email: {e}\n", e=n.email(generic=n.pick(["orders", "dme.intake", "orthotics", "quotes"])))
    n.f("Order date: {d}   Order no: {o}\n\n", d=n.v_today, o=n.idnum("order"))
    n.t("PATIENT\n")
    id_header(n, rich=True)
    contact_lines(n)
    if c == "US" and n.chance(0.35):
        n.f("SSN: {s}\n", s=n.ssn())
    n.f("Height {h}  Weight {w}\n", h=n.pick(["5'7\"", "170 cm", "5'11\"", "163 cm", "6'1\""]), w=n.pick(["212 lb", "96 kg", "88.4 kg", "240 lbs", "71 kg"]))
    n.t("\nDIAGNOSIS\n")
    codes = sorted(n.r.sample(range(len(C.ICD)), n.ri(2, 4)))
    for i in codes:
        n.t("  %s  %s\n" % C.ICD[i])
    n.t("\nITEMS\n")
    items = sorted(n.r.sample(range(len(C.HCPCS)), n.ri(2, 4)))
    for i in items:
        code, desc = C.HCPCS[i]
        n.t("  %s  %s  qty %s  %s\n" % (code, desc, n.pick(["1", "2", "3 pairs", "1 pair"]), n.pick(["RT", "LT", "RT/LT", "B/L"])))
    n.t("  Device: %s\n" % C.offload(n))
    size = n.pick(["US M 10.5 W", "US W 8 XW", "UK 9 E fitting", "UK 7 H fitting", "EU 43", "size 11, 4E"])
    n.t("Shoe size: %s   Foot length R %.1f cm / L %.1f cm   Girth MTP %.1f cm\n" % (size, n.ri(230, 290) / 10.0, n.ri(230, 290) / 10.0, n.ri(210, 270) / 10.0))
    n.t("Casting: %s\n" % n.pick(["foam box impressions taken", "plaster slipper casts x2", "3D scan uploaded", "weight-bearing trace"]))
    if n.chance(0.5):
        n.f("Scan upload: {u} (from {ip})\n", u=n.url(), ip=n.ip())
    n.t("Clinical notes: %s; %s; previous ulceration %s. %s\n" % (C.neuro(n).rstrip("."), C.vasc(n).rstrip("."), C.site(n), n.pick(["Charcot foot - needs CROW.", "Prior partial foot amputation.", "Callus with haemorrhage over 1st MTH.", "Severe deformity, unable to fit retail shoes."])))
    n.f("Previous pair supplied {d} by {s}.\n", d=n.date(-n.ri(200, 900), kind="partial"), s=sup) if n.chance(0.5) else None
    if c == "US":
        n.t("\nCERTIFYING PHYSICIAN STATEMENT\n")
        n.f("I certify that {p} has diabetes mellitus, is under a comprehensive plan of care for diabetes, and has ", p=n.ptn("full"))
        n.t(n.pick(["peripheral neuropathy with callus formation", "history of foot ulceration", "previous partial amputation", "foot deformity"]) + ".\n")
        n.f("Date of last diabetes visit: {d}\n", d=n.date(-n.ri(5, 80)))
        n.f("Certifying MD/DO: {w}  NPI {npi}\n", w=n.who("doc", "full_cred"), npi=n.npi())
        n.f("Prescribing podiatrist: {w}  NPI {npi}\n", w=n.who("pod", "full_cred"), npi=n.npi())
        if n.chance(0.5):
            n.f("Prior auth {a} ({ins})\n", a=n.idnum("auth"), ins=n.org(P.INSURERS))
    elif c == "UK":
        n.f("\nRequested by: {w} ({r})  Tel {ph}\n", w=n.who("pod", "full"), r=n.pick(["Specialist Podiatrist", "Podiatry Team Lead", "Diabetes Foot Protection"]), ph=n.phone(mobile=False))
        n.f("Consultant: {w}\n", w=n.who("doc", "title_full"))
        n.f("{l}\n", l=n.lic("pod"))
        n.t("Funding: %s\n" % n.pick(["NHS", "NHS - ICB approved", "NHS (IFR not required)"]))
    else:
        n.f("\nReferring practitioner: {w}  {l}\n", w=n.who("pod", "full_cred"), l=n.lic("pod"))
        n.f("Medical aid authorisation: {a}   NAPPI/tariff code {t}\n", a=n.idnum("auth"), t=n.pick(["0507", "9102", "86104", "0190"]))
    if n.chance(0.3):
        pt_remark(n)
        n.t("\n")
    n.f("\nSignature: {w}   Date: {d}\n", w=n.who(n.pick(["pod", "doc"]), n.pick(["full", "ig", "lf"])), d=n.v_today)
    if n.chance(0.3):
        n.f("Fitting appointment {d} at {t}, {b}.\n", d=n.date(n.ri(10, 30), kind="short"), t=C.time(n), b=n.building())


def home_visit(n):
    c = n.c
    agency = n.pick(P.HOMECARE[c])
    n.site = agency
    n.t({"US": n.pick(["HOME HEALTH SKILLED NURSING VISIT NOTE", "SN Visit Note - Wound Care", "Home Care Wound Visit"]),
         "UK": n.pick(["DISTRICT NURSING VISIT RECORD", "Community Nursing - Wound Care Visit", "DN Home Visit Note"]),
         "ZA": n.pick(["HOME-BASED CARE VISIT", "Community Nursing Home Visit - Wound Care", "WBOT Home Visit Record"])}[c] + "\n")
    n.f("{a}\n", a=n.hosp())
    id_header(n)
    t1, t2 = C.time_pair(n)
    n.f("Visit date: {d}   Time in {t1}  Time out {t2}\n", d=n.v_today, t1=t1, t2=t2)
    n.f("Visit address: {a}\n", a=n.addr_pieces())
    if n.chance(0.4):
        n.f("Access: {x} {lm}.\n", x=n.pick(["house is behind", "2nd floor, lift next to", "yellow door opposite", "turn left after"]), lm=(n.pick(P.LANDMARKS), "LOCATION_OTHER"))
    if c == "US" and n.chance(0.6):
        n.f("EVV: GPS confirmed; clinician biometric {b}; device {ip}\n", b=n.bioid(), ip=n.ip())
    elif n.chance(0.3):
        n.f("Visit verified: fingerprint {b} (tablet {ip}).\n", b=n.bioid(), ip=n.ip())
    elif n.chance(0.25):
        n.f("Visit logged on tablet {ip}.\n", ip=n.ip())
    n.f("Visit #{k} of {m}   Episode {e}\n", k=str(n.ri(2, 18)), m=str(n.ri(18, 30)), e=n.account())
    n.t("\n")
    if c == "US":
        n.t("Homebound status: %s.\n" % n.pick(["requires assist device + 1 person for ambulation", "NWB L foot, leaving home requires considerable taxing effort", "wheelchair bound post BKA"]))
    rel = n.pick_rel(["wife", "husband", "daughter", "son", "granddaughter", "neighbour"])
    k = n.ri(0, 3)
    if k == 0:
        n.f("{R} {f} present during visit.\n", R=rel.capitalize(), f=n.famn(rel))
    elif k == 1:
        n.f("Carer {f} from {ag} present; assisted with positioning.\n", f=(n.form(n.person(), n.pick(["first", "full"])), "FAMILY"), ag=n.org(P.CARE_AGENCIES))
    elif k == 2:
        n.f("Pt alone; {r} {f} phoned during visit ({ph}).\n", r=rel, f=n.famn(rel, "full"), ph=n.phone(mobile=True))
    if n.chance(0.5):
        n.f("{r} {x} on arrival.\n", r=n.pt_ref(), x=n.pick(["sitting in chair", "in bed", "at the door with walker", "in the kitchen", "asleep - woken"]))
    if n.chance(0.12):
        vehicle_line(n)
    n.t("\nS: ")
    n.t(n.pick(["Pt reports %s." % n.pick(["less pain", "dressing slipped overnight", "strike-through yesterday evening", "feeling feverish", "good appetite"]),
                "No new complaints.", "Says wound 'itchy'. Pain %d/10." % n.ri(0, 8)]))
    if n.chance(0.5):
        n.f(" Was at {x} on {d}", x=n.pick([["daughter's house in ", n.city()], ["church (", n.org(P.CHURCHES), ")"], ["the clinic at ", n.other_hosp(n.site_of("clinic"))]]), d=n.date(-n.ri(1, 5), st=n.pick(["wd", "wd", "md" if c == "US" else "dm"])))
        n.t(" - %s.\n" % n.pick(["on feet for hours", "kept boot on", "didn't wear offloading boot", "no issues"]))
    else:
        n.t("\n")
    n.t("O: " + C.vitals(n) + "\n")
    n.t("Wound %s: %s. %s\n" % (C.site(n), C.dims_str(n), C.wound_desc(n)))
    n.t("Surrounding skin: %s. Foot pulses %s. Cap refill %d s.\n" % (n.pick(["intact", "dry, flaky", "erythema receding from marked line", "new blister on lateral border"]), n.pick(["palpable", "weak", "doppler only"]), n.ri(2, 5)))
    if n.chance(0.35):
        n.f("NPWT unit S/N {s}: {st}, canister {v} mL.\n", s=n.device(), st=n.pick(["seal intact", "leak alarm x2 - resealed", "running -125 continuous"]), v=str(n.ri(20, 300)))
    n.t("\nA/P: %s\n" % n.pick(["Wound improving.", "Static wound, to discuss with TVN.", "Signs of local infection - GP/podiatry informed.", "Healing well, reduce visits."]))
    n.t("- Cleansed with %s, applied %s.\n" % (n.pick(["saline", "Prontosan", "tap water (clean technique)", "Dakin's"]), C.dressing(n)))
    n.t("- Teaching: %s.\n" % n.pick(["signs of infection", "offloading boot at all times when up", "insulin timing with meals", "daily foot inspection with mirror", "hypo management"]))
    if n.chance(0.5):
        n.f("- Discussed with {w} by phone ({ph}); {o}.\n", w=n.who(n.pick(["doc", "pod", "gp"]), "title_last"), ph=n.phone(mobile=False),
            o=n.pick(["agreed to start " + C.regimen(n), "swab to be sent", "review in clinic this week", "continue current plan"]))
    if n.chance(0.35):
        n.f("- Swab sent, specimen {s}.\n", s=n.idnum("acc"))
    if n.chance(0.3):
        n.f("- Supplies ordered from {o}, ref {r}.\n", o=n.org(P.SUPPLIERS), r=n.idnum("order"))
    n.f("- Next visit: {d}.\n", d=n.date(n.pick([1, 2, 3, 7]), kind=n.pick(["short", "full"])))
    if n.chance(0.25):
        n.f("- No visit on {h}; {r} to check dressing.\n", h=holiday(n), r=n.famn(rel))
    sig(n, "nurse", with_user=n.chance(0.4))
    if n.chance(0.35):
        n.f("Agency office {ph}  After hours {ph2}\n", ph=n.phone(mobile=False), ph2=n.phone())
