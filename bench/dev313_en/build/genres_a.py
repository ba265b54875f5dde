"""Genres: bereavement midwife visit note, post-mortem consent record,
memory box and photography record."""

import pools as PL
from core import Note, P, pick, chance, seq
import common as C


def _partner(cx, form=None):
    if not cx.partner:
        return None
    return cx.partner.nm(form or pick(cx.r, ["first", "full", "first", "title_last"]))


def _grandparent(cx):
    r = cx.r
    g = cx.other("rel_gm", female=True)
    word = pick(r, ["her mother", "maternal grandmother", "her mum", "Nan"])
    return g, word


# ---------------------------------------------------------------------------
def bereavement_visit(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "lmc", "topfa"]))
    bmw = cx.staff("bmw", "Bereavement Midwife")
    vdate = cx.days(cx.death, 2, 20)
    layout = pick(r, ["struct", "struct", "narr", "soap"])
    visit_no = r.randrange(1, 5)
    if layout == "struct":
        n.add(pick(r, ["BEREAVEMENT MIDWIFE HOME VISIT", "Bereavement Support Visit - Community",
                       "BEREAVEMENT CARE: POSTNATAL HOME VISIT"]), "\n")
        C.banner(n, cx)
        n.w("Visit date: {d}   Time: {t}   Visit {v} of {k}\n", d=cx.d(vdate), t=cx.tm(), v=str(visit_no),
            k=str(visit_no + r.randrange(1, 4)))
        if chance(r, 0.75):
            n.add("Location: home - ", cx.home(), "\n")
        else:
            n.w("Location: {u}, room {rm}, {h}\n", u=P(cx.unit, "HOSPITAL"),
                rm=P(str(r.randrange(1, 30)), "LOCATION_OTHER"), h=P(cx.hospital, "HOSPITAL"))
        pres = [[m.nm("first"), " (", pick(r, ["mother", "birthing parent", "patient"]), ")"]]
        if cx.partner:
            pres.append([cx.partner.nm(pick(r, ["full", "first"])), " (", cx.partner_word, ")"])
        if chance(r, 0.4):
            g, word = _grandparent(cx)
            pres.append([g.nm(pick(r, ["full", "title_last", "first"])), " (", word, ")"])
        n.add("Present: ", seq(pres, ", ", ", "), "\n\n")
        n.add("Background\n")
        n.w("{age} G{g}P{p}. {kp} of ", age=cx.age_p(style=pick(r, ["year", "yo", "F"])), g=str(cx.grav),
            p=str(cx.para), kp=C.kind_phrase(cx))
        n.add(C.baby_nm(cx), " at ", C.gest(cx), " on ", cx.d(cx.loss, "n"))
        if cx.kind == "nnd":
            n.w("; {b} died aged {a} on {d} in NICU", b=C.baby_nm(cx, "first") if cx.baby_named else "baby",
                a=C.death_age(cx), d=cx.dn(cx.death))
        n.w(". Birth weight {w} g. Provisional cause: {c}.\n\n", w=str(cx.weight), c=cx.cause)
        n.add("Physical recovery\n", C.obs(r), ".\n", C.physical(r), "\n\n")
        s, txt = C.epds(r)
        n.add("Emotional wellbeing\n", txt, ". ")
        n.add(pick(r, ["Sleeping poorly, waking at 3-4 am. ", "Describes 'waves' of grief, worse in the evenings. ",
                       "Tearful during visit; able to talk about the birth. ",
                       "Feels numb; has not left the house since discharge. "]))
        if cx.partner:
            n.w("{p} {x} ", p=_partner(cx), x=pick(r, ["has returned to work and is finding it hard.",
                                                    "is 'keeping busy' with the funeral arrangements.",
                                                    "is struggling with sleep; GP appointment suggested.",
                                                    "was present and contributed to the discussion."]))
        sib = C.sibling_list(cx)
        if sib:
            n.add("Siblings " if len(cx.siblings) > 1 else "Sibling ", sib, ": ", pick(r, ["told in simple language.",
                                                  "given the book 'Where Has the Baby Gone?'.",
                                                  "staying with grandparents this week."]), " ")
        n.add("\n")
        if s >= 13:
            n.w("EPDS above threshold - discussed with {g} by phone, perinatal mental health referral sent.\n",
                g=cx.staff("gp", "GP", kind="dr").nm("title_last"))
        n.add("\nPractical\n")
        n.w("- Registration: {x}\n", x="not legally required at this gestation; commemorative certificate given"
            if cx.kind in ("lmc", "topfa") else pick(r, [["appointment booked for ", cx.d(cx.days(vdate, 1, 9), "n"), " at ", cx.tm()],
                                                ["completed on ", cx.dn(cx.days(cx.loss, 1, 5))],
                                                "not yet - certificate collected, leaflet given"]))
        if cx.kind != "topfa" or chance(r, 0.5):
            n.add("- Funeral: ", cx.org(PL.FUNERAL_DIRECTORS, "fd"), " ",
                  pick(r, ["contacted; service planned for ", "arranging private cremation on ",
                           "to collect baby from the mortuary on "]), cx.d(cx.days(vdate, 2, 12), "n"), "\n")
        if chance(r, 0.7):
            n.w("- Work: {nm} works as a {job} at {emp}; {x}\n", nm=m.nm("first"),
                job=P(cx.prof, "PROFESSION"), emp=cx.org(PL.EMPLOYERS, "emp"),
                x=pick(r, [C.sick_note(cx) + " issued for 4 weeks", "maternity leave entitlement discussed",
                           "employer informed by partner", "plans phased return"]))
        if cx.partner and chance(r, 0.5):
            n.w("- {p} is a {job}; {x}\n", p=_partner(cx, "first"), job=P(cx.pprof, "PROFESSION"),
                x=pick(r, ["two weeks' parental bereavement leave taken", "self-employed - no paid leave",
                           "manager supportive"]))
        n.add("\nPlan\n")
        n.w("1. Next visit {d} {t}\n", d=cx.d(cx.days(vdate, 3, 10), "n"), t=cx.tm())
        n.w("2. Follow-up with {c} at 6-8 weeks for PM and placental results\n",
            c=C.clinician_ref(cx, "cons", "dr", "title_last"))
        n.add(pick(r, ["3. Leaflets: 'Saying goodbye', support group details; ",
                       "3. Referred to hospital counselling service; ",
                       "3. Peer support contact offered; "]))
        ch = pick(r, PL.CHARITIES)
        n.add("charity ", P(ch, "ORGANIZATION"), " - ", cx.url(org=ch), "\n")
        n.add("4. Contact bereavement team on ", P(cx.phone("land"), "PHONE"), " (Mon-Fri 08:00-16:00)\n\n")
        C.signature(n, cx, bmw)
        if chance(r, 0.6):
            C.audit(n, cx, bmw, vdate)
    elif layout == "narr":
        n.w("{d} {t} - Bereavement midwife home visit\n\n", d=cx.d(vdate), t=cx.tm())
        n.add("Visited ", m.nm(pick(r, ["full", "title_last"])))
        if cx.partner:
            n.add(" and ", _partner(cx, "full"))
        n.add(" at home in ", P(cx.home_town, "CITY"), pick(r, [" today", " this afternoon", " as arranged"]))
        n.w(", {x} days after the {kp} of ", x=str((vdate - cx.death).days), kp=C.kind_phrase(cx))
        n.add(C.baby_nm(cx), ". ")
        n.add(pick(r, ["The house was quiet; baby's memory box was on the mantelpiece. ",
                       "Curtains drawn; ", "Met at the door by "]))
        if chance(r, 0.5):
            g, word = _grandparent(cx)
            n.w("{g} ({w}) is staying to help. ", g=g.nm("full"), w=word)
        n.w("{nm} said she keeps replaying {d} and wondering whether reduced movements earlier that week were a warning. ",
            nm=m.nm("first"), d=cx.d(cx.days(cx.loss, -3, -1), "wk"))
        n.add("Explained that the post-mortem and placental histology will take 12-16 weeks and that ")
        n.add(C.clinician_ref(cx, "cons", "dr", "title_last"), " will go through everything at the follow-up appointment.\n\n")
        n.add(C.physical(r), " ", C.obs(r), ". ")
        s, txt = C.epds(r)
        n.add(txt, ".\n\n")
        if cx.partner:
            n.w("{p} asked about returning to work as a {job}. ", p=_partner(cx, "first"),
                job=P(cx.pprof, "PROFESSION"))
        n.w("Discussed the {kind} register appointment on {d}", kind=pick(r, ["birth and death", "stillbirth"]),
            d=cx.dn(cx.days(vdate, 1, 7)))
        n.add(" at the register office in ", P(cx.towns[2], "CITY"), ". ")
        fa = cx.memo("faith", lambda: C.faith(r))
        fl = C.faith_leader(cx, fa)
        if fl:
            chap = cx.other("parish", female=False)
            n.add("They would like the funeral at ", fl[1], " with ", fl[0], " ", chap.nm("last"), " leading the service.\n\n")
        else:
            n.add("They would like a simple non-religious ceremony at ",
                  P(pick(r, PL.CEMETERIES).replace("{T}", cx.home_town), "LOCATION_OTHER"), ".\n\n")
        n.w("Next visit {d}. Family have my number ({ph}) and the out-of-hours labour ward line.\n\n",
            d=cx.dn(cx.days(vdate, 4, 10)), ph=P(cx.phone("mob"), "PHONE"))
        n.add(bmw.nm(pick(r, ["full_cred", "full"])), ", ", pick(r, ["Bereavement Midwife", "Specialist Midwife - Bereavement"]))
        if chance(r, 0.5):
            lab, v = cx.license(bmw)
            n.add(" (", lab, " ", v, ")")
        n.add("\n")
    else:
        n.w("S/B midwife review - {u}, {h}\n", u=P(cx.unit, "HOSPITAL"), h=P(cx.hospital, "HOSPITAL"))
        n.w("{d}  {t}\n", d=cx.d(vdate), t=cx.tm())
        n.add("Pt: ", m.nm(pick(r, ["initials", "full", "last_first"])), "  ", C.mrn_line(cx), "\n")
        n.w("S: {nm} reports {x}. ", nm=m.nm("first"),
            x=pick(r, ["afterpains and poor sleep", "feeling 'hollow'", "headache, settled with paracetamol",
                       "leaking milk, distressing"]))
        if cx.partner:
            n.w("{p} present. ", p=_partner(cx))
        n.add("\nO: ", C.obs(r), ". ", C.physical(r), "\n")
        s, txt = C.epds(r)
        n.add("A: Day ", str((vdate - cx.loss).days), " following ", C.kind_phrase(cx), " at ", C.gest(cx),
              ". Physically recovering. ", txt, ".\n")
        n.add("P: ", pick(r, ["Discharge home today with bereavement pack. ",
                              "Remain on ward overnight in bereavement room. ",
                              "Community bereavement follow-up arranged. "]))
        n.w("GP ({gp}) informed by fax to {fx}. ", gp=P(cx.gp_practice, "HOSPITAL"), fx=P(cx.phone("land"), "FAX"))
        n.w("Review {d}.\n", d=cx.dn(cx.days(vdate, 2, 7)))
        n.w("{sig} {x}\n", sig=bmw.nm(pick(r, ["initials", "full_cred", "init_last"])), x=pick(r, ["RM", "BMW", "(bereavement)"]))
    return n


# ---------------------------------------------------------------------------
def _tick(r, yes=None):
    yes = chance(r, 0.6) if yes is None else yes
    return ("[x]" if yes else "[ ]") if chance(r, 0.6) else ("Yes" if yes else "No")


def pm_consent(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "lmc", "topfa"]))
    taker = cx.staff("cons", "Consultant Obstetrician", kind="dr") if chance(r, 0.6) else cx.staff("bmw", "Bereavement Midwife")
    cdate = cx.days(cx.death, 0, 3)
    title = {"UK": "CONSENT FOR POST-MORTEM EXAMINATION OF A BABY OR FETUS",
             "IE": "Consent for Perinatal Post-Mortem Examination",
             "AU": "PERINATAL AUTOPSY CONSENT FORM",
             "NZ": "Consent to Post-Mortem Examination (Perinatal)",
             "CA": "CONSENT FOR PERINATAL AUTOPSY"}[cx.c]
    n.add(P(cx.hospital, "HOSPITAL"), "\n", title, "\n")
    n.add(pick(r, ["Form PM-1 v4.2", "Form MAT-PM 3.1", "(v6, reviewed)"]), "\n\n")
    n.add("SECTION 1 - BABY\n")
    n.add("Name of baby: ", C.baby_nm(cx, "full" if cx.baby_named else None), "\n")
    n.add("Baby hospital no.: ", cx.mrn("baby"), "\n")
    n.add("Date of birth: ", cx.d(cx.loss), "   Time: ", cx.tm(), "\n")
    if cx.kind == "nnd":
        n.add("Date of death: ", cx.d(cx.death), "   Time: ", cx.tm(), "   Age at death: ",
              C.death_age(cx), "\n")
    n.w("Gestation: {g}   Sex: {s}   Weight: {w} g\n", g=C.gest(cx, "weeks"), s=pick(r, [cx.baby_sex, cx.baby_sex[:1].upper() + cx.baby_sex[1:]]) if cx.gw >= 16 else "not determined",
        w=str(cx.weight))
    n.add("\nSECTION 2 - PARENTS\n")
    n.add("Mother: ", m.nm(pick(r, ["full", "full_mi", "f_caps"])), "   DOB: ", cx.d(cx.dob), "   ", C.mrn_line(cx), "\n")
    if cx.partner:
        n.add(pick(r, ["Father/partner: ", "Other parent: ", "Partner: "]), cx.partner.nm("full"))
        if chance(r, 0.5):
            n.add("   Tel: ", P(cx.phone("mob"), "PHONE"))
        n.add("\n")
    n.add("Address: ", cx.home(), "\n")
    if chance(r, 0.35):
        lang = pick(r, PL.LANGUAGES)
        it = cx.staff("int", "Interpreter", kind="other")
        n.w("Interpreter used: Yes - {l}; interpreter {nm}, ID {iid}\n", l=lang,
            nm=it.nm(pick(r, ["full", "init_last"])), iid=P("INT-%d" % r.randrange(1000, 9999), "IDNUM"))
    else:
        n.add("Interpreter used: No - first language English\n")
    n.add("\nSECTION 3 - CORONER / LEGAL\n")
    if cx.kind == "nnd" and chance(r, 0.4):
        co = cx.other("coroner")
        n.w("Death reported to the coroner on {d}; coroner's officer {nm}, ref {ref}. ",
            d=cx.d(cx.death, "n"), nm=co.nm(pick(r, ["full", "title_last"])), ref=cx.idnum("COR", 5))
        n.add("Coroner declined jurisdiction - consent PM may proceed.\n")
    else:
        n.add("Not a coroner's case. Consent post-mortem.\n")
    n.add("\nSECTION 4 - EXAMINATION CONSENTED TO\n")
    opt = pick(r, ["full", "full", "limited", "external", "mri", "none"])
    n.add(_tick(r, opt == "full"), " Full post-mortem (internal examination of all organs, including brain)\n")
    n.add(_tick(r, opt == "limited"), " Limited post-mortem - restricted to: ",
          pick(r, ["chest and abdomen", "heart only", "abdomen, no brain"]) if opt == "limited" else "n/a", "\n")
    n.add(_tick(r, opt == "external"), " External examination only, with X-rays and photographs\n")
    n.add(_tick(r, opt == "mri"), " Minimally invasive (post-mortem MRI +/- laparoscopic biopsy)\n")
    n.add(_tick(r, True), " Placental histology\n")
    n.add(_tick(r), " Genetic testing (microarray / exome) on tissue sample\n")
    n.add(_tick(r), " Clinical photographs for the medical record\n")
    n.add(_tick(r, chance(r, 0.3)), " Tissue blocks and slides retained for teaching and research\n")
    if opt == "none":
        n.add("Parents have declined post-mortem. Placental histology and maternal bloods only. Reasons noted: ",
              pick(r, ["religious - burial within 24 h requested", "do not want baby 'cut'",
                       "cause felt to be known"]), ".\n")
    n.add("\nSECTION 5 - ORGANS AND TISSUE\n")
    n.add("Where organs are retained for further examination (e.g. brain fixation), parents wish: ",
          pick(r, ["to delay the funeral until organs are returned",
                   "sensitive disposal by the hospital after examination",
                   "separate burial/cremation of retained organs by the funeral director"]), ".\n")
    n.add("\nSECTION 6 - TRANSFER\n")
    pc = P(pick(r, PL.PATHOLOGY_CENTRES).replace("{T}", cx.towns[3]), "HOSPITAL")
    n.w("PM to be performed at {pc} by {pth}. Expected transfer {d}; return to {h} mortuary by {d2}.\n",
        pc=pc, pth=C.clinician_ref(cx, "path", "dr", pick(r, ["title_last", "title_full"])),
        d=cx.dn(cx.days(cx.death, 1, 3)), h=P(cx.hospital, "HOSPITAL"), d2=cx.dn(cx.days(cx.death, 4, 9)))
    if chance(r, 0.6):
        n.w("Baby to travel in cold cot, serial no. {sn}; accompanied by {it}.\n",
            sn=P(pick(r, ["CC-%d-%05d" % (cx.loss.year, r.randrange(99999)), "CCT%06d" % r.randrange(999999),
                          "CUD-%04d-%s" % (r.randrange(9999), pick(r, "ABCDE"))]), "DEVICE"),
            it=pick(r, ["knitted blanket and teddy from parents", "letter from siblings", "nothing further"]))
    n.add("PM case no.: ", cx.idnum("PM", 4), "   Placenta specimen: ", cx.idnum(pick(r, ["H", "S", "P"]), 5), "\n")
    n.add("\nSECTION 7 - DECLARATION\n")
    n.add("I confirm the information above has been explained, I have had the opportunity to ask questions ")
    n.add("and I understand I may withdraw consent within 24 hours by calling ")
    n.add(P(cx.phone("land"), "PHONE"), ".\n")
    n.add("Signature of parent: ", pick(r, ["(signed) ", "signed - "]), m.nm(pick(r, ["init_last", "full", "first_init"])))
    n.add("   Date: ", cx.d(cdate), "  ", cx.tm(), "\n")
    if cx.partner and chance(r, 0.7):
        n.add("Signature of parent: (signed) ", cx.partner.nm(pick(r, ["init_last", "full"])), "   Date: ", cx.d(cdate), "\n")
    n.add("Person taking consent: ", taker.nm(pick(r, ["title_full", "full_cred", "full"])), ", ", taker.role, "\n")
    lab, v = cx.license(taker)
    n.add(lab, " ", v, "   Contact: ", P(cx.bleep(), "PHONE") if cx.c in ("UK", "IE") else P(cx.phone_ext(), "PHONE"), "\n")
    if chance(r, 0.5):
        w = cx.staff("mw", "Midwife")
        n.add("Witness: ", w.nm(pick(r, ["full", "full_cred"])), "\n")
    if chance(r, 0.5):
        n.add("Copy of form given to parents. Consent checklist completed (", pick(r, ["12/12", "11/12 - item 9 n/a"]), " items).\n")
    if chance(r, 0.5):
        C.audit(n, cx, taker, cdate)
    return n


# ---------------------------------------------------------------------------
def memory_making(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "lmc"]))
    mw = cx.staff("mw", "Midwife")
    bmw = cx.staff("bmw", "Bereavement Midwife")
    d0 = cx.death
    n.add(pick(r, ["MEMORY MAKING AND PHOTOGRAPHY RECORD", "Memory Box & Photography Checklist",
                   "MEMORIES RECORD - BABY LOSS CARE PATHWAY"]), "\n")
    n.add(P(cx.hospital, "HOSPITAL"), " - ", P(cx.unit, "HOSPITAL"), "\n\n")
    n.add("Baby: ", C.baby_nm(cx), "    Mother: ", m.nm(pick(r, ["full", "last_first"])), "\n")
    n.add(C.mrn_line(cx), "    Baby ", pick(r, ["MRN", "no."]), " ", cx.mrn("baby"), "\n")
    n.w("Born {d} at {g}; {w} g. Room {rm}.\n", d=cx.d(cx.loss), g=C.gest(cx), w=str(cx.weight),
        rm=P(pick(r, ["%d" % r.randrange(1, 25), "B%d" % r.randrange(1, 12), "%d%s" % (r.randrange(1, 9), pick(r, "ABC"))]), "LOCATION_OTHER"))
    if cx.partner:
        n.add("Parents: ", m.nm("first"), " and ", cx.partner.nm(pick(r, ["first", "full"])), "\n")
    n.add("\n")
    tab = chance(r, 0.6)
    if tab:
        n.add("Item                      | Offered | Done | By   | Date\n")
        n.add("--------------------------+---------+------+------+-----------\n")

    def row(item, done=None, who=None, extra=None):
        d = done if done is not None else chance(r, 0.75)
        who = who or pick(r, [mw, bmw])
        if tab:
            n.add(item.ljust(26), "| Yes     | ", "Yes " if d else "No  ", " | ",
                  who.nm("initials") if d else "-", " | ", cx.d(cx.days(d0, 0, 2), "dm") if d and not cx.ca else (cx.d(cx.days(d0, 0, 2), "md") if d else "-"), "\n")
        else:
            n.add("- ", item, ": ", "done" if d else "declined", )
            if d:
                n.add(" (", who.nm(pick(r, ["initials", "full", "init_last"])), ", ", cx.dn(cx.days(d0, 0, 2)), ")")
            n.add("\n")
        if extra and d:
            n.add(extra)
        return d

    row("Hand and footprints (ink)", extra=["    Footprint record ID: ",
        P("FP-%d%05d" % (cx.loss.year % 100, r.randrange(100000)), "BIOID"), "\n"] if chance(r, 0.6) else None)
    row("Clay/3D casts", done=chance(r, 0.5))
    row("Lock of hair", done=chance(r, 0.5) if cx.gw > 26 else False)
    row("Cot card and name band")
    row("Photographs (staff camera)")
    ph = chance(r, 0.6)
    row("Volunteer photographer", done=ph)
    row("Cold cot in room", extra=["    ", pick(r, ["CuddleCot", "Flexmort cooling blanket", "cold cot"]), " unit serial ",
        P("CC%s-%05d" % (pick(r, ["M", "P", "X"]), r.randrange(100000)), "DEVICE"), "\n"])
    row("Bathing/dressing baby", done=chance(r, 0.65))
    row("Blessing/naming", done=chance(r, 0.55))
    row("Memory box given")
    n.add("\n")
    if ph:
        pname = cx.other("photog")
        n.w("Photography: {nm} ({org}) attended {d} {t}. Images will be edited and sent via secure link to {em} within 6-8 weeks",
            nm=pname.nm(pick(r, ["full", "first"])), org=cx.org(PL.CHARITIES, "photo"),
            d=cx.dn(cx.days(d0, 0, 1)), t=cx.tm(), em=cx.email(m))
        n.add(pick(r, [". ", ["; portal ", cx.url("gallery/%d" % r.randrange(1000, 9999), "heartprints"), ". "]]))
        n.add("Consent form for photography signed by ", m.nm(pick(r, ["first", "title_last"])), ".\n")
    if chance(r, 0.6):
        chap = cx.staff("chap", "Chaplain", kind="chap")
        n.w("Blessing: {c} ({role}) performed a {x} on {d}; {fam} present.\n",
            c=chap.nm(pick(r, ["title_last", "title_full", "full"])), role=pick(r, ["hospital chaplain", "spiritual care"]),
            x=pick(r, ["naming and blessing", "blessing", "emergency baptism", "karakia", "prayer service"]),
            d=cx.dn(cx.days(d0, 0, 1)),
            fam=pick(r, ["grandparents", "parents and siblings", "close family"]))
    if chance(r, 0.5):
        n.w("Gown and blanket donated by {org}. Teddy for sibling {sib}.\n", org=cx.org(PL.CHARITIES, "gown"),
            sib=[P(pick(r, PL.BABY), "FAMILY"), " (", P(str(r.randrange(2, 9)), "AGE"), ")"])
    if chance(r, 0.55):
        n.w("Bereavement parking permit issued for vehicle {pl}, valid {d1} to {d2}.\n", pl=cx.plate(),
            d1=cx.d(cx.loss, "dm" if not cx.ca else "md"), d2=cx.d(cx.days(cx.loss, 3, 7), "dm" if not cx.ca else "md"))
    n.w("Memory box no. {mb}; copies of photos kept on the secure bereavement drive ({path}). ",
        mb=P("MB-%03d/%02d" % (r.randrange(1, 400), cx.loss.year % 100), "IDNUM"), path=pick(r, ["restricted access", "retained 25 years"]))
    n.add(pick(r, ["Parents took the box home. ", "Parents asked us to keep the box until after the funeral. ",
                   "Box declined at present - stored in bereavement office for 12 months. "]), "\n")
    if chance(r, 0.5):
        n.add("Additional notes: ", pick(r, [
            "Parents spent the night with baby in the cold cot; ",
            "Grandparents visited in the evening; ",
            "Baby dressed in clothes brought from home; ",
            "Mother did not wish to hold baby initially, held baby after 2 hours; "]))
        n.add(pick(r, ["all memories offered again before discharge.", "see bereavement checklist.",
                       "parents aware they can view baby in the chapel of rest."]), "\n")
    n.add("\nCompleted by: ", bmw.nm(pick(r, ["full_cred", "full", "title_full"])), "  ")
    n.add(cx.d(cx.days(d0, 0, 2)), "\n")
    if chance(r, 0.45):
        C.audit(n, cx, bmw, cx.days(d0, 0, 2), lead="")
    return n
