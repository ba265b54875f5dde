"""Genres: teledermatology referral and reply; patient letter with results;
telephone / portal message log (own genre)."""
import phi
import parts
from phi import add_days, digits, letters


def _ph(c, ext=False):
    return phi.au_phone(c.rng, ext=ext) if c.au else phi.us_phone(c.rng, ext=ext)


def _user(rng, person):
    return rng.choice(["%s%s", "dr%s%s", "%s.%s", "%s_%s"]) % (person.given.lower()[:rng.randrange(1, 5)],
                                                              person.surname.lower().replace(" ", "").replace("'", "")[:8])


SCEN = [
    ("?BCC vs sebaceous hyperplasia", "Features favour nodular BCC (arborising vessels, blue-grey ovoid nests).",
     "Excision with 3-4 mm margins by GP is appropriate, or refer for Mohs if on the nose."),
    ("changing naevus - is excision needed?", "Benign-appearing compound naevus, symmetric reticular pattern. Not for excision.",
     "Reassure; sequential dermoscopic photo in 3 months; routine skin checks."),
    ("persistent rash on hands, ?psoriasis ?eczema", "Chronic hand dermatitis, likely irritant +/- allergic contact. Some features of hyperkeratotic eczema.",
     "Mometasone ointment daily 2 weeks then weekends; cotton-lined gloves; refer for patch testing."),
    ("pigmented lesion on sole", "Acral naevus with parallel furrow pattern - benign.", "Reassure; repeat photo in 6 months if any change."),
    ("nail streak (longitudinal melanonychia) - ?subungual melanoma", "Melanonychia band 2 mm, regular parallel lines, no Hutchinson's sign.",
     "Monitor; standardised photo in 3 months; face-to-face Category %d if widening."),
    ("non-healing leg ulcer", "Likely venous ulcer with surrounding stasis dermatitis; ?SCC at the rolled edge cannot be excluded.",
     "ABPI before compression; punch biopsy of the edge; face-to-face Category %d."),
    ("?SCC on ear, patient frail", "Clinically invasive SCC of the helix, approx 14 mm.", "Excision with 4-6 mm margins; Mohs not essential. Category 1."),
    ("facial rash ?rosacea ?lupus", "Papulopustular rosacea; no features of cutaneous lupus.", "Doxycycline 50 mg daily 8 weeks, azelaic acid 15% gel."),
    ("scalp lesion growing quickly", "Concerning for amelanotic melanoma vs poorly differentiated SCC.", "Please refer urgently - face-to-face Category 1 this week."),
]


def teleref(n, c):
    rng = c.rng
    gp = c.s("gp")
    derm = c.s("derm")
    sub = c.dpast(1, 20)
    rep = add_days(sub, rng.randrange(1, 6))
    case = rng.choice(["TD-%02d-%s" % (sub.year % 100, digits(rng, 5)), "eC%s" % digits(rng, 7), "TDX%s" % digits(rng, 6)])
    n.t(rng.choice(["TELEDERMATOLOGY REFERRAL (store-and-forward)\n", "eConsult - Dermatology\n", "Teledermatology request\n",
                    "TELEHEALTH SKIN REFERRAL\n"]))
    n.w("Case ID: {id}   Submitted: {d} {tm}\n", id=(case, "IDNUM"), d=c.d(sub), tm="%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)))
    if rng.random() < 0.6:
        n.w("Submitted by user {u} from {ip}\n", u=(_user(rng, gp), "USERNAME"), ip=(phi.ip(rng), "IPADDR"))
    n.w("\nReferrer: {gp}\n{pr}\n{a}\nPh {ph}  Fax {fx}\n", gp=gp.dr(rng.choice(["dr_full", "full_cred"])), pr=(c.gp_practice, "HOSPITAL"),
        a=c.clinic_addr(), ph=(_ph(c), "PHONE"), fx=(_ph(c), "FAX"))
    if rng.random() < 0.6:
        n.v(c.license(gp))
        n.nl()
    n.w("\nPatient: {pt}\nDOB: {dob} ({age} y)  Sex: {sx}\n", pt=c.pt.name(rng.choice(["full", "fullmid", "caps_rev"])), dob=c.dob_v(),
        age=c.a(), sx=c.sex)
    if rng.random() < 0.6:
        n.w("Address: {a}\n", a=c.addr_line(state_full=rng.random() < 0.3))
    n.w("Contact: {ph}\n", ph=(c.mobile, "PHONE"))
    if rng.random() < 0.6:
        n.v(c.plan())
        n.nl()
    q, imp, recm = rng.choice(SCEN)
    n.t("\nClinical question: %s\n" % q, typo=False)
    n.t("History: ")
    n.v(c.age_phrase())
    n.t(". " + rng.choice(["Present %s, %s." % (rng.choice(["3 months", "6 wks", "1 year"]), rng.choice(["slowly enlarging", "bleeds occasionally", "itchy", "asymptomatic"])),
                           "Pt noticed change after holiday.", "Not responding to 4/52 of topical steroid."]) + " ")
    if rng.random() < 0.4:
        n.w("Lives in {city}, {drive}.", city=(c.city, "CITY"), drive=rng.choice(["3 h drive from nearest dermatologist", "no local dermatology service",
                                                                                  "limited mobility", "relies on community transport"]))
    n.nl()
    parts.meds_block(n, c, rng.randrange(0, 4))
    ni = rng.randrange(2, 7)
    n.t("Images: %d attached (%s). " % (ni, ", ".join("IMG_%04d.jpg" % rng.randrange(1000, 9999) for _ in range(min(ni, 3)))), typo=False)
    n.t(rng.choice(["Dermoscopy via DermLite on phone.", "Overview + close-up + dermoscopic.", "No dermoscopy available."]) + "\n")
    if rng.random() < 0.4:
        n.w("Uploaded from device IP {ip}, dermatoscope SN {sn}.\n", ip=(phi.ip(rng), "IPADDR"), sn=("DL" + digits(rng, 7), "DEVICE"))
    n.t("\n" + "-" * 40 + "\n")
    n.w("REPLY {d}\n", d=c.d(rep, rng.choice([c.style, "wd_au" if c.au else "wd_us"])))
    n.w("Responding dermatologist: {dr}, {cl}\n", dr=derm.dr(rng.choice(["dr_full", "full_cred"])), cl=(c.clinic, "HOSPITAL"))
    n.t("Image quality: %s.\n" % rng.choice(["adequate", "good", "suboptimal - slightly out of focus", "adequate; dermoscopy very helpful"]))
    n.t("Impression: %s\n" % imp, typo=False)
    n.t("Recommendation: ")
    n.t(recm.replace("%d", str(rng.randrange(1, 4))) + " ")
    if rng.random() < 0.5:
        n.w("Appointment offered {d} at {cl}.", d=c.d(add_days(rep, rng.randrange(5, 60)), rng.choice([c.style, "wd_au" if c.au else "wd_us"])),
            cl=(c.clinic, "HOSPITAL"))
    n.nl()
    if rng.random() < 0.5:
        n.w("Happy to re-review via {u} or call {ph}.\n", u=(c.c_url, "URL"), ph=(c.c_phone, "PHONE"))
    n.w("\n{dr}", dr=derm.dr(rng.choice(["gi_cred", "dr_sur", "full_cred"])))
    if rng.random() < 0.5:
        n.w("  (login {u})", u=(_user(rng, derm), "USERNAME"))
    n.nl()
    if rng.random() < 0.4:
        n.w("Billing ref {b}\n", b=(c.acct, "ACCOUNT"))


# ----------------------------------------------------------------------------
RESULTS = [
    ("biopsy", "a basal cell carcinoma (BCC), a common and slow-growing type of skin cancer that very rarely spreads",
     "We recommend removing it with a small surgical procedure. We have booked you for Mohs surgery"),
    ("biopsy", "a squamous cell carcinoma in situ (also called Bowen's disease), which is confined to the top layer of skin",
     "This can be treated with a cream (5-fluorouracil) applied twice daily for four weeks"),
    ("biopsy", "a benign seborrhoeic keratosis. This is harmless and needs no further treatment", ""),
    ("excision", "a mildly dysplastic naevus that has been completely removed with clear margins", ""),
    ("biopsy", "a melanoma in situ. This is the earliest form of melanoma and has not spread", "You will need a wider excision"),
    ("excision", "an invasive melanoma, 0.6 mm thick, completely removed",
     "We will arrange a wider excision and discuss this at our melanoma team meeting. We have booked you"),
    ("blood tests", "normal liver function and cholesterol levels, so it is safe to continue your isotretinoin", ""),
    ("patch tests", "an allergy to methylisothiazolinone, a preservative found in many wet wipes and shampoos", ""),
    ("biopsy", "an actinic keratosis, a sun-damage spot that is not a cancer", ""),
]


def letter(n, c):
    rng = c.rng
    derm = c.s("derm")
    to_gp = rng.random() < 0.25
    ld = c.visit
    test_d = c.dpast(5, 30)
    kind, res, nxt = rng.choice(RESULTS)
    # letterhead
    n.w("{cl}\n", cl=(c.clinic.upper() if rng.random() < 0.3 else c.clinic, "HOSPITAL"))
    n.v(c.clinic_addr())
    n.nl()
    n.w("Tel {ph} | Fax {fx}\n", ph=(c.c_phone, "PHONE"), fx=(c.c_fax, "FAX"))
    if rng.random() < 0.7:
        n.w("{e}  {u}\n", e=(c.c_email, "EMAIL"), u=(c.c_url, "URL"))
    if rng.random() < 0.3:
        n.t(rng.choice(["Specialist dermatology | skin cancer | Mohs surgery\n", "Medical, surgical and cosmetic dermatology\n"]), typo=False)
    n.nl()
    n.v(c.d(ld, rng.choice([c.style, "d_month_y" if c.au else "month_d_y", "d_month_y" if c.au else "month_d_y"])))
    n.nl(2)
    if to_gp:
        gp = c.s("gp")
        n.w("{gp}\n{pr}\n", gp=gp.dr("dr_full"), pr=(c.gp_practice, "HOSPITAL"))
        n.w("Fax: {fx}\n\n", fx=(_ph(c), "FAX"))
        n.w("Dear {g},\n\n", g=gp.dr(rng.choice(["dr_sur", "given"])))
        n.w("Re: {pt}, DOB {dob}", pt=c.pt.name(rng.choice(["full", "fullmid", "caps"])), dob=c.dob_v())
        if rng.random() < 0.6:
            n.w(", {a}", a=c.addr_line())
        n.nl(2)
        n.w("I saw {pt} on {d} and took a {k}. ", pt=c.pt.name(rng.choice(["title", "given"])), d=c.d(test_d), k=kind)
        n.t("Histology (%s) shows %s. " % (rng.choice(["left forearm", "nasal tip", "right temple", "upper back", "scalp"]), res))
    else:
        n.v(c.pt.name(rng.choice(["full", "fullmid", "caps"])))
        n.nl()
        n.v(c.addr_block())
        n.nl(2)
        if rng.random() < 0.5:
            n.w("Our ref: {mrn}\n", mrn=(c.mrn, "MRN"))
        n.w("Dear {s},\n\n", s=c.pt.name(rng.choice(["title", "title", "given", "nick"]) if c.pt.nick or rng.random() < 0.8 else "title"))
        n.w("Re: Results of your {k} taken on {d}\n\n", k=kind, d=c.d(test_d, rng.choice([c.style, "d_month_y" if c.au else "month_d_y"])))
        n.t("Thank you for coming to see us. I am writing to let you know that your %s showed %s.\n\n" % (kind, res))
    if nxt and to_gp:
        n.t(rng.choice(["I have discussed the management options with %s. " % ("him" if c.sex == "M" else "her"),
                        "Further management has been arranged as below. "]))
    if nxt:
        n.t(nxt if not to_gp else nxt.replace("You will need", "%s will need" % ("He" if c.sex == "M" else "She"))
            .replace("We have booked you", "We have booked " + ("him" if c.sex == "M" else "her"))
            .replace("This can be treated", "This can be treated"))
        if "booked you" in nxt:
            n.w(" on {d} at {tm}", d=c.d(add_days(ld, rng.randrange(7, 45)), rng.choice(["wd_au" if c.au else "wd_us", c.style])),
                tm="%d:%02d %s" % (rng.randrange(7, 12), rng.choice([0, 15, 30, 45]), rng.choice(["am", "AM"])))
            if rng.random() < 0.5:
                n.w(" with {dr}", dr=c.s("mohs").dr("dr_sur"))
        n.t(". ")
    n.t(rng.choice(["Please continue to protect your skin from the sun and check your skin regularly. ",
                    "Continue regular skin checks every 12 months. ", ""]))
    if not to_gp:
        k = rng.randrange(3)
        if k == 0:
            n.w("If you have any questions, please call the nurses on {ph}.", ph=(c.c_phone, "PHONE"))
        elif k == 1:
            n.w("You can view this result in the patient portal at {u} (username {un}).", u=(c.c_url, "URL"), un=(c.username, "USERNAME"))
        else:
            n.w("Questions can be emailed to {e}; please include your date of birth ({dob}).", e=(c.c_email, "EMAIL"), dob=c.dob_v())
        n.nl()
        if rng.random() < 0.3:
            n.w("\nA copy of this letter has been sent to your {rel} {f} at your request.\n", rel=c.fam_rel, f=c.fam.name(rng.choice(["full", "given"])))
    else:
        n.w("I have written to {pt} with the result.\n", pt=c.pt.name("title"))
    n.t(rng.choice(["\nYours sincerely,\n\n", "\nKind regards,\n\n", "\nWith best wishes,\n\n", "\nSincerely,\n\n"]))
    n.v(derm.dr(rng.choice(["dr_full", "full_cred", "caps"])))
    n.nl()
    n.t(rng.choice(["Consultant Dermatologist\n", "Dermatologist\n", "", "Skin Cancer Physician\n"]))
    if rng.random() < 0.4:
        n.v(c.license(derm))
        n.nl()
    if not to_gp and rng.random() < 0.6:
        n.w("\ncc: {gp}, {pr}\n", gp=c.s("gp").dr(), pr=(c.gp_practice, "HOSPITAL"))
    if rng.random() < 0.35:
        n.w("{a}/{b}  Acct {ac}\n", a=derm.dr("INIT"), b=c.s("scribe").dr("initials"), ac=(c.acct, "ACCOUNT"))


# ----------------------------------------------------------------------------
TOPICS = [
    ("bleeding from Mohs site", "Advised firm pressure 20 min without peeking; if persists attend ED."),
    ("redness around biopsy site", "Photo requested via portal. Looks like mild irritation from tape; switch to paper tape."),
    ("Efudix reaction very red and sore", "Expected reaction. Stop for 3 days, apply Vaseline, then resume."),
    ("isotretinoin script renewal", "Script sent electronically; reminded re blood test before next visit."),
    ("biopsy result query", "Result not yet back from lab; will call when available."),
    ("dupilumab pen delivery", "Specialty pharmacy contacted; delivery rebooked."),
    ("rash after new cream", "Likely irritant; stop, use moisturiser; book review if worse."),
    ("wants earlier appointment", "Added to cancellation list."),
    ("post-op pain", "Paracetamol 1 g QID, ice packs. Avoid ibuprofen given anticoagulant."),
    ("phototherapy burn", "Grade 2 erythema - hold next 2 sessions, emollient, review in unit."),
]


def phone_log(n, c):
    rng = c.rng
    nurse = c.s("nurse")
    derm = c.s("derm")
    n.t(rng.choice(["TELEPHONE ENCOUNTER\n", "Phone / Portal Message Log\n", "Telephone note\n", "PATIENT CALL - NURSE TRIAGE\n"]))
    n.w("{pt}  {ml} {mrn}  DOB {dob}\n", pt=c.pt.name(rng.choice(["caps_rev", "full", "rev"])), ml="UR" if c.au else "MRN",
        mrn=(c.mrn, "MRN"), dob=c.dob_v())
    if rng.random() < 0.4:
        n.w("Clinic: {cl}\n", cl=(c.clinic, "HOSPITAL"))
    n.nl()
    ne = rng.randrange(2, 6)
    d = c.dpast(0, 10)
    topic, adv = rng.choice(TOPICS)
    mins = 8 * 60 + rng.randrange(0, 120)
    for i in range(ne):
        mins += rng.randrange(10, 180)
        if mins > 18 * 60:
            mins = 8 * 60 + rng.randrange(0, 90)
            d = add_days(d, 1)
        tm = "%02d:%02d" % divmod(mins, 60)
        n.v(c.d(d, rng.choice([c.style, c.style, "iso", "wds_au" if c.au else "wds_us"])))
        n.t(" " + tm + " - ")
        k = rng.randrange(6) if i else rng.choice([0, 1, 2])
        if k == 0:
            n.w("Incoming call from pt re {t}. Callback no. {ph}. ", t=topic, ph=(rng.choice([c.mobile, c.phone]), "PHONE"))
            n.w("Triaged by {nu}. {adv}\n", nu=nurse.dr(rng.choice(["given", "full_cred", "full"])), adv=adv)
        elif k == 1:
            n.w("{rel} {f} rang on behalf of pt ({ph}) re {t}. ", rel=c.fam_rel.capitalize(), f=c.fam.name(rng.choice(["given", "full", "title"])),
                ph=(_ph(c), "PHONE"), t=topic)
            n.t(rng.choice(["Pt consent to discuss on file. ", "Verbal consent from pt obtained. "]) + adv + "\n")
        elif k == 2:
            msg = rng.choice(["hi, the spot dr %s took off is still bleeding a bit, is that normal? thanks" % derm.surname.lower(),
                              "can i get my results please, been waiting a week",
                              "my face is really red and crusty from the cream, should i stop?",
                              "need a new script, pharmacy says no repeats left",
                              "can someone call me back pls, cant get through on phone"])
            n.w("Portal message from user {u} (IP {ip}): \"", u=(c.username, "USERNAME"), ip=(phi.ip(rng), "IPADDR"))
            # dialogue: patient may name the doctor
            if "dr %s" % derm.surname.lower() in msg:
                a, b = msg.split("dr %s" % derm.surname.lower())
                n.t(a + "dr ", typo=False)
                n.p(derm.surname.lower(), "DOCTOR")
                n.t(b, typo=False)
            else:
                n.t(msg, typo=False)
            n.t("\"\n")
        elif k == 3:
            n.w("Returned call, {o}. ", o=rng.choice(["no answer, LVM", "spoke with pt", "line busy", "spoke with " + c.fam_rel]))
            n.w("- {nu}\n", nu=nurse.dr(rng.choice(["INIT", "given", "full_cred"])))
        elif k == 4:
            n.w("Discussed with {dr}: {plan}\n", dr=derm.dr("dr_sur"), plan=rng.choice(["agrees.", "wants to see pt this week.", "send photo via portal.",
                                                                                      "start cephalexin 500 mg QID x 5/7.", "no change."]))
        else:
            n.w("{ph} ({pn}) called re script, fax {fx}. ", ph=(c.pharmacy, "HOSPITAL"), pn=c.s("pharm").dr(rng.choice(["full", "full_cred", "given"])),
                fx=(_ph(c), "FAX"))
            n.t(rng.choice(["Verbal order given.", "Script re-faxed.", "Authority number provided."]) + "\n")
    if rng.random() < 0.4:
        n.w("\nAppt made {d} with {dr}.\n", d=c.d(add_days(d, rng.randrange(1, 14)), rng.choice(["wd_au" if c.au else "wd_us", c.style])),
            dr=derm.dr("dr_sur"))
    if rng.random() < 0.3:
        n.w("Pt email on file {e}; updated mobile to {ph}.\n", e=(c.email, "EMAIL"), ph=(c.mobile, "PHONE"))
    parts.audit(n, c, 0.5)
