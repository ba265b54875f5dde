"""Genres: Mohs surgery operative note with stages; wound-care follow-up."""
import phi
import parts
from phi import add_days, digits, letters

REPAIRS = ["bilobed transposition flap", "nasolabial interpolation flap (stage 1)", "full-thickness skin graft from the left preauricular donor site",
           "A-to-T advancement flap", "O-to-Z rotation flap", "linear layered closure", "second intention healing",
           "Burow's wedge advancement", "rhombic (Limberg) flap", "paramedian forehead flap (stage 1)", "purse-string closure",
           "V-Y island pedicle flap", "Mustarde cheek rotation flap"]
MOHS_DX = ["nodular BCC", "infiltrative BCC", "micronodular BCC", "recurrent BCC", "basosquamous carcinoma",
           "well-differentiated SCC", "moderately differentiated SCC", "SCCIS", "lentigo maligna (MMIS)", "DFSP",
           "sebaceous carcinoma", "morphoeic BCC"]


def mohs(n, c):
    rng = c.rng
    surg = c.s("mohs")
    terse = rng.random() < 0.4
    site = rng.choice(parts.FACE_SITES)
    dx = rng.choice(MOHS_DX)
    parts.header(n, c, rng.choice(["Mohs Micrographic Surgery - Operative Report", "MOHS SURGERY NOTE", "Operative note: Mohs",
                                   "Mohs Micrographic Surgery", "MMS procedure record"]), provider=surg,
                 show_addr=rng.random() < 0.25)
    if rng.random() < 0.5:
        n.w("Facility: {h}{rm}\n", h=(c.clinic if rng.random() < 0.6 else c.hospital, "HOSPITAL"),
            rm=[", Mohs suite ", (str(rng.randrange(1, 6)) + rng.choice(["", "B"]), "LOCATION_OTHER")] if rng.random() < 0.6 else "")
    n.w("Surgeon: {s}\n", s=surg.dr(rng.choice(["full_cred", "dr_full"])))
    if rng.random() < 0.7:
        n.w("Assistant: {a}    Histotechnician: {h}\n", a=c.s("nurse").dr(rng.choice(["full_cred", "full"])),
            h=c.s("tech").dr(rng.choice(["full_cred", "full"])))
    if rng.random() < 0.3:
        n.w("Fellow: {f}\n", f=c.s("reg").dr("dr_full"))
    n.nl()
    pb = c.dpast(10, 80)
    acc = rng.choice(["S%02d-%s" % (pb.year % 100, digits(rng, 5)), "DP%s" % digits(rng, 7)])
    if terse:
        n.w("Pre-op dx: {dx} {site}, bx {d} ({lab} {acc}).\n", dx=dx, site=site, d=c.d(pb, rng.choice([c.style, "d_mon" if c.au else "mon_d"])),
            lab=(c.lab, "HOSPITAL"), acc=(acc, "IDNUM"))
    else:
        n.w("Preoperative diagnosis: {dx}, {site}, confirmed on biopsy dated {d} (accession {acc}, {lab}).\n",
            dx=dx, site=site, d=c.d(pb), acc=(acc, "IDNUM"), lab=(c.lab, "HOSPITAL"))
    n.t("Indication for Mohs: %s.\n" % rng.choice(["H-zone location, tissue sparing", "recurrent tumour", "aggressive histologic subtype",
                                                    "ill-defined clinical margins", "AUC score 9 (appropriate)", "immunosuppressed patient"]))
    if rng.random() < 0.55:
        n.w("Referring: {r}. ", r=c.s("derm", 1).dr())
    n.w("Pt {ap}.\n", ap=c.age_phrase())
    n.t("Anticoagulation: %s. " % rng.choice(["apixaban continued", "warfarin INR 2.3 (continued)", "aspirin continued", "nil", "clopidogrel continued"]), typo=False)
    if rng.random() < 0.35:
        n.w("Pacemaker ({mk}), SN {sn} - bipolar cautery only, cardiology aware.\n", mk=rng.choice(["Medtronic Azure", "Biotronik Edora", "Abbott Assurity"]),
            sn=(rng.choice(["PJN", "RNB", "BTK", "AS"]) + digits(rng, 6), "DEVICE"))
    else:
        n.t("No CIED. Allergies: %s.\n" % rng.choice(parts.ALLERGIES), typo=False)
    if rng.random() < 0.3:
        parts.id_check(n, c)
    pre = (rng.randrange(5, 22), rng.randrange(4, 16))
    n.t("\nPre-op lesion size %d x %d mm. Site marked, photographed and confirmed by patient using a mirror. " % pre)
    t0 = rng.randrange(7, 10) * 60 + rng.randrange(60)
    n.t("Time-out %02d:%02d. Prepped with chlorhexidine. Local: %s, %d mL total.\n\n" %
        (t0 // 60, t0 % 60, rng.choice(["1% lidocaine w/ 1:100,000 epinephrine", "1% lignocaine with adrenaline",
                                                              "0.5% bupivacaine + 1% lidocaine with adrenaline"]), rng.randrange(3, 18)), typo=False)
    nst = rng.choice([1, 2, 2, 2, 3, 3, 4])
    k = rng.randrange(3)
    if k == 0:
        n.t("Stage | Time  | Blocks | Result\n------+-------+--------+--------------------------------\n")
    elif k == 1:
        n.t("STAGES:\n")
    else:
        n.t("Mohs stages:\n")
    t0 += rng.randrange(10, 30)
    sz = list(pre)
    for i in range(nst):
        tm = "%02d:%02d" % divmod(t0 + i * rng.randrange(55, 95), 60)
        last = i == nst - 1
        blocks = rng.randrange(2, 6)
        if last:
            res = "clear - all margins negative"
        else:
            res = "residual %s at %d o'clock %s" % (rng.choice(["BCC", "tumour", "SCC", "atypical junctional melanocytes"]), rng.randrange(1, 13),
                                                    rng.choice(["deep margin", "peripheral margin", "dermis"]))
        sz = [sz[0] + rng.randrange(2, 6), sz[1] + rng.randrange(2, 6)]
        roman = ["I", "II", "III", "IV"][i]
        if k == 0:
            n.t("%-5s | %s | %-6d | %s\n" % (roman, tm, blocks, res), typo=False)
        elif k == 1:
            n.t("Stage %s (%s): %d x %d mm layer, %d sections, H&E frozen. %s.\n" % (roman, tm, sz[0], sz[1], blocks, res.capitalize()), typo=False)
        else:
            n.t("- Stage %d: %d blocks, %s\n" % (i + 1, blocks, res), typo=False)
            if "melanocytes" in res or "MMIS" in dx:
                n.t("  MART-1 immunostain performed on frozen sections.\n", typo=False)
    n.t("\nFinal defect: %d x %d mm extending to %s.\n" % (sz[0], sz[1], rng.choice(["subcutis", "perichondrium", "muscle", "deep fat"])))
    rep = rng.choice(REPAIRS)
    n.t("Repair: %s. %s\n" % (rep, rng.choice(["5-0 Monocryl deep, 6-0 Prolene cutaneous.", "5-0 Vicryl / 6-0 fast-absorbing gut.",
                                               "Bolster dressing sutured.", "Hemostasis with bipolar cautery.", "No repair needed."])), typo=False)
    n.t("EBL < 5 mL. No complications. Pressure dressing applied; patient given written wound care sheet.\n")
    bill = rng.choice(["CPT 17311 x1, 17312 x%d, repair code to follow.", "MBS items 31000 / 31001 claimed.", "ICD-10 C44.311.",
                       "Billing: 17311, 17312, 14060.", ""])
    n.t(bill.replace("%d", str(max(nst - 1, 1))), typo=False)
    n.nl()
    if rng.random() < 0.6:
        d7 = add_days(c.visit, rng.choice([7, 7, 10, 14]))
        n.w("\nSuture removal {d}", d=c.d(d7, rng.choice([c.style, "wd_au" if c.au else "wd_us", "d_mon" if c.au else "mon_d"])))
        n.t(rng.choice([" with nurse.", ".", " at GP.", " - booked."]) + " ")
    n.t(rng.choice(["No driving today.", "Not to drive with eye dressing.", "Avoid heavy lifting 2 weeks.", "Sleep elevated."]))
    if rng.random() < 0.45:
        n.w(" Driven home by {rel} {f}", rel=c.fam_rel, f=c.fam.name(rng.choice(["given", "full"])))
        if rng.random() < 0.5:
            n.w(" (vehicle {pl} in visitor bay {b})", pl=(plate(rng, c), "VEHICLE"), b=(str(rng.randrange(1, 40)), "LOCATION_OTHER"))
        n.t(".")
    n.nl()
    if rng.random() < 0.6:
        n.t(rng.choice(["Wound care: keep pressure dressing on and dry for 48 hours, then clean daily with saline and apply petrolatum. ",
                        "Post-op: expect swelling and bruising, worse around the eyes on day 2-3. Ice 10 min every hour while awake. ",
                        "Pain: paracetamol 1 g QID PRN; avoid NSAIDs and alcohol for 48 h. "]))
        n.t(rng.choice(["Signs of infection and bleeding management reviewed.\n", "Written instructions given.\n",
                        "Patient and carer understood.\n"]))
    if rng.random() < 0.5:
        n.w("After-hours: {ph}. ", ph=(c.c_phone, "PHONE"))
        n.w("Post-op questions: {e}\n", e=(c.c_email, "EMAIL"))
    parts.signature(n, c, who=surg)
    parts.audit(n, c)


def plate(rng, c):
    if c.au:
        return rng.choice(["%s%s%s" % (digits(rng, 3), letters(rng, 2), digits(rng, 1)), "%s%s" % (digits(rng, 3), letters(rng, 3)),
                           "%s-%s" % (letters(rng, 3), digits(rng, 3)), "%s%s%s" % (letters(rng, 2), digits(rng, 2), letters(rng, 2))])
    return rng.choice(["%s%s%s" % (digits(rng, 1), letters(rng, 3), digits(rng, 3)), "%s %s" % (letters(rng, 3), digits(rng, 4)),
                       "%s-%s" % (letters(rng, 3), digits(rng, 4)), "%s%s" % (letters(rng, 2), digits(rng, 5))])


def vin(rng):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


# ----------------------------------------------------------------------------
def wound(n, c):
    rng = c.rng
    nurse = c.s("nurse")
    terse = rng.random() < 0.5
    home = rng.random() < 0.3
    op = c.dpast(5, 40)
    site = rng.choice(parts.SITES)
    proc = rng.choice(["Mohs + bilobed flap", "WLE + FTSG", "excision + primary closure", "shave excision", "curettage & cautery",
                       "punch biopsy", "split-skin graft to shin", "Mohs, healing by secondary intention"])
    pod = (c.visit - op).days
    if rng.random() < 0.55:
        parts.header(n, c, rng.choice(["Wound Care Follow-up", "Nursing - wound review", "Post-op wound check", "WOUND CLINIC"]),
                     provider=nurse, show_addr=home)
    else:
        n.w("Wound review {d}\n{pt}, {ap}. {ml} {mrn}\n\n", d=c.dv(), pt=c.pt.name(rng.choice(["full", "title", "rev"])),
            ap=c.age_phrase(), ml="UR" if c.au else "MRN", mrn=(c.mrn, "MRN"))
    if home:
        n.w("Home visit by community nurse to {a}. ", a=c.addr_line())
        n.w("Key safe code on file. {rel} {f} present", rel=c.fam_rel.capitalize(), f=c.fam.name(rng.choice(["given", "full", "title"])))
        if rng.random() < 0.5:
            n.w(" (carer ph {ph})", ph=(phi.au_phone(rng, mobile=True) if c.au else phi.us_phone(rng), "PHONE"))
        n.t(".\n")
    n.w("Procedure: {pr} to {site} on {d} by {dr}", pr=proc, site=site, d=c.d(op, rng.choice([c.style, c.style, "d_mon" if c.au else "mon_d"])),
        dr=c.s("mohs" if "Mohs" in proc else "derm").dr())
    n.t(" (day %d post-op).\n" % pod if rng.random() < 0.6 else ". POD %d.\n" % pod)
    n.t("\nS: " if terse else "\nSubjective: ")
    n.t(rng.choice(["Pt reports mild tenderness, no fever.", "Some ooze from graft edge since yesterday.",
                    "Feels well, pain 2/10 on paracetamol.", "Increasing redness and throbbing x2 days.",
                    "Dressing fell off in shower, re-covered with Band-Aid.", "Itchy around the steri-strips."]) + " ")
    if rng.random() < 0.4:
        n.w("{f} has been helping with dressings.", f=c.fam.name(rng.choice(["given", "nick"])))
    n.t("\nO: " if terse else "\nObjective:\n")
    n.t("T %.1f, HR %d. " % (rng.uniform(36.1, 38.2), rng.randrange(58, 104)), typo=False)
    sz = (rng.randrange(5, 45), rng.randrange(4, 30))
    n.t("Wound %d x %d mm, depth %s. " % (sz[0], sz[1], rng.choice(["superficial", "1 mm", "2-3 mm", "to fat"])), typo=False)
    n.t(rng.choice(["Wound bed 80% granulation, 20% slough.", "Sutures intact, edges well approximated.", "Graft 95% take, small area of epidermolysis.",
                    "Periwound erythema 1.5 cm, warm, purulent exudate.", "Haematoma under flap, small.", "Healing well, no signs of infection.",
                    "Dehiscence 6 mm at inferior pole.", "Hypergranulation tissue present."]) + " ")
    n.t(rng.choice(["Exudate: low, serous.", "Exudate moderate serosanguinous.", "Nil exudate.", "Odour: nil."]) + "\n")
    if rng.random() < 0.35:
        n.t("Ddx for non-healing: infection, pyoderma gangrenosum, Bairnsdale (Buruli) ulcer unlikely, residual tumour.\n")
    n.t("\nA/P: " if terse else "\nAssessment / Plan:\n")
    acts = rng.sample(["Sutures removed (%d)." % rng.randrange(3, 14), "Steri-strips applied.", "Cleansed with NaCl 0.9%.",
                       "Silver alginate + foam dressing.", "Paraffin gauze (Jelonet) and Mepore.", "Wound swab taken - MCS.",
                       "Cephalexin 500 mg QID x 5 days started.", "Silver nitrate to hypergranulation.", "Compression bandage to leg.",
                       "Hydrocolloid (DuoDerm) - change every 3 days."], rng.randrange(2, 5))
    n.t(" ".join(acts) + "\n", typo=False)
    if "Wound swab taken - MCS." in acts:
        n.w("Swab lab no. {x} to {lab}.\n", x=(digits(rng, 2) + "-" + digits(rng, 6), "IDNUM"), lab=(c.lab, "HOSPITAL"))
    k = rng.randrange(4)
    if k == 0:
        n.w("Next review {d}.\n", d=c.d(add_days(c.visit, rng.choice([2, 3, 7])), rng.choice(["wds_au" if c.au else "wds_us", c.style])))
    elif k == 1:
        n.t("Review in 1/52, sooner if fever/spreading redness.\n")
    elif k == 2:
        n.w("Escalated to {dr} - reviewed, agrees with plan.\n", dr=c.s("mohs" if "Mohs" in proc else "derm").dr("dr_sur"))
    else:
        n.w("Dressing supplies from {ph}.\n", ph=(c.pharmacy, "HOSPITAL"))
    if home and rng.random() < 0.6:
        n.w("Visit logged to acct {ac}. Mileage claimed, car {pl}.\n", ac=(c.acct, "ACCOUNT"), pl=(plate(rng, c), "VEHICLE"))
    k2 = rng.randrange(3)
    if k2 == 0:
        n.w("\n{nu}\n", nu=nurse.dr("full_cred"))
    elif k2 == 1:
        n.w("\n{nu} / {nu2}\n", nu=nurse.dr("given"), nu2=c.s("nurse", 1).dr("given"))
    else:
        parts.signature(n, c, who=nurse)
    parts.audit(n, c, 0.35)
